/** The header and footer open the contact panel through one window event; the panel listens. */
export const contactOpenEvent = 'valuedesk:contact-open'

export const openContactPanel = () => window.dispatchEvent(new Event(contactOpenEvent))
