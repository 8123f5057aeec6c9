export const contactOpenEvent = 'valuedesk:contact-open'

export const openContactPanel = () => window.dispatchEvent(new Event(contactOpenEvent))
