export { Hero } from './components/hero';
export { Pricing } from './components/pricing';
export { AudienceCards } from './components/audience-cards';
export { Showcase } from './components/showcase';
export { HowItWorks } from './components/how-it-works';
export { SchoolAdminSection } from './components/school-admin-section';
export { CtaPopup } from './components/cta-popup';
