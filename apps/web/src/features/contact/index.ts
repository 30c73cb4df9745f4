export { sendContactMessage, useSendContactMessage } from './api/contact';
export { ContactForm } from './components/contact-form';
export { ContactHero } from './components/contact-hero';
export { ContactView } from './components/contact-view';
