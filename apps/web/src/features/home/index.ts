export { HomeBusinessLines } from './components/home-business-lines';
export { HomeDeferredSections } from './components/home-deferred-sections';
export { HomeFeaturedProducts } from './components/home-featured-products';
export { HomeHero } from './components/home-hero';
