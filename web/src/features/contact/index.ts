export { ContactForm } from './components/contact-form';
export { ContactDetails } from './components/contact-details';
