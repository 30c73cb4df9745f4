export { HomeBusinessLines } from './components/home-business-lines';
export { HomeCta } from './components/home-cta';
export { HomeHero } from './components/home-hero';
export { HomeWhyUs } from './components/home-why-us';
