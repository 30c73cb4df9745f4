export { HomeBusinessLines } from './components/home-business-lines';
export { HomeCta } from './components/home-cta';
export { HomeDeferredSections } from './components/home-deferred-sections';
export { HomeFeaturedProducts } from './components/home-featured-products';
export { HomeHero } from './components/home-hero';
export { HomeLatestFormulas } from './components/home-latest-formulas';
export { HomeWhyUs } from './components/home-why-us';
