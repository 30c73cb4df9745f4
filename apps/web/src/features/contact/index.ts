export { sendContactMessage, useSendContactMessage } from './api/send-contact-message';
export { ContactForm } from './components/contact-form';
export { ContactHero } from './components/contact-hero';
export { ContactView } from './components/contact-view';
