/** The contact form's fields (spec section 3, Contact message). */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: ContactField[] = ['name', 'email', 'subject', 'message'];

export const emptyContact: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The spec's messages (section 5, Contact), word for word. */
export const contactMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Subject must be at least 5 characters',
  message: 'Message must be at least 10 characters',
} as const satisfies Record<ContactField, string>;

/** Upper bounds the server also enforces (schema.graphql, ContactMessageInput). */
export const contactMaxLength: Record<ContactField, number> = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
};

// The same "practical" e-mail pattern the server's validator (zod) applies, so both agree.
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function trimContact(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}

/** Checks the trimmed values; an empty result means the form may be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const v = trimContact(values);
  const errors: ContactErrors = {};
  if (v.name.length < 2) errors.name = contactMessages.name;
  if (!EMAIL_PATTERN.test(v.email)) errors.email = contactMessages.email;
  if (v.subject.length < 5) errors.subject = contactMessages.subject;
  if (v.message.length < 10) errors.message = contactMessages.message;
  return errors;
}

/**
 * The server names the offending field as "field: message" (BAD_USER_INPUT). Splits that into
 * the field (when it is one of the form's) and the readable message.
 */
export function parseServerError(message: string): { field?: ContactField; text: string } {
  const match = /^(\w+): (.+)$/s.exec(message);
  if (match && (CONTACT_FIELDS as string[]).includes(match[1]!)) {
    return { field: match[1] as ContactField, text: match[2]! };
  }
  return { text: message };
}
