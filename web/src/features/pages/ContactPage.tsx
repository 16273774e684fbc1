import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  Box,
  Button,
  Card,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  Link,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { ClockIcon, MailIcon, MapPinIcon, SendIcon } from 'lucide-react';
import { Seo } from '../../components/seo/Seo.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { graphql } from '../../gql';
import { site } from '../../site.ts';
import {
  CONTACT_FIELDS,
  contactMaxLength,
  emptyContact,
  parseServerError,
  trimContact,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contactForm.ts';
import { PageHeader } from './LegalSection.tsx';
import { useFormTypedBeforeHydration } from '../../ssr/useTypedBeforeHydration.ts';

const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
    }
  }
`);

export const CONTACT_SUCCESS = {
  title: 'Message Sent',
  description: "Thank you for contacting us. We'll get back to you soon!",
} as const;
export const CONTACT_FAILURE = 'Your message could not be sent. Please try again.';

function ContactDetail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <HStack align="start" gap="3">
      <Box
        as="span"
        aria-hidden
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="10"
        flexShrink={0}
        rounded="full"
        bg="brand.subtle"
        color="brand.fg"
        fontSize="lg"
      >
        {icon}
      </Box>
      <Box minW="0">
        <Text fontWeight="semibold" color="fg">
          {label}
        </Text>
        <Box color="fg.muted" overflowWrap="anywhere">
          {children}
        </Box>
      </Box>
    </HStack>
  );
}

/** The id of a field's message, so that its input can point at it. */
const errorId = (field: ContactField) => `contact-${field}-error`;

/** One labelled field of the form with its message under it. */
function FormField({
  field,
  label,
  error,
  children,
}: {
  field: ContactField;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required ids={{ errorText: errorId(field) }}>
      <Field.Label color="fg">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {/* Chakra's light-mode error red (red.500) is under 4.5:1 on white; these pass AA. */}
      <Field.ErrorText color={{ _light: 'red.700', _dark: 'red.300' }} fontSize="sm">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}

/** /contact (spec section 2, Contact; section 5, Contact; section 8, the toasts). */
export function ContactPage() {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFormTypedBeforeHydration(formRef, values, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );
  // After a first submit, messages follow the values as they are corrected.
  const [submitted, setSubmitted] = useState(false);
  const [sendMessage, { loading: sending }] = useMutation(SendContactMessageMutation);

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = event.target.name as ContactField;
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validateContact(next));
  }

  function focusField(form: HTMLFormElement, field: ContactField) {
    const element = form.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setSubmitted(true);
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      focusField(form, firstInvalid);
      return;
    }
    try {
      await sendMessage({ variables: { input: trimContact(values) } });
      setValues(emptyContact);
      setErrors({});
      setSubmitted(false);
      showToast({ ...CONTACT_SUCCESS, type: 'success' });
    } catch (error) {
      const serverMessage = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
      const { field, text } = serverMessage
        ? parseServerError(serverMessage)
        : { text: CONTACT_FAILURE };
      if (field) {
        setErrors((current) => ({ ...current, [field]: text }));
        focusField(form, field);
      }
      showToast({ title: 'Error', description: text, type: 'error' });
    }
  }

  const inputProps = (field: ContactField) => ({
    name: field,
    value: values[field],
    onChange: handleChange,
    maxLength: contactMaxLength[field],
    // aria-errormessage (set by Field) is not read by every screen reader; a description is.
    'aria-describedby': errors[field] ? errorId(field) : undefined,
    bg: 'surface',
    // Borders of 3:1 or more against the card (WCAG 1.4.11); the invalid state still turns red.
    borderColor: 'gray.500',
    _invalid: { borderColor: 'border.error' },
    // Keeps a focused field clear of the sticky header.
    scrollMarginTop: '24',
  });

  return (
    <>
      <Seo
        title="Contact Us"
        description={`Questions, feedback or a calculator idea? Contact the ${site.name} team by form or e-mail. We usually reply within 24-48 hours.`}
        keywords="contact CalcHub, calculator feedback, suggest a calculator, report a problem"
      />
      <Stack gap={{ base: '6', md: '8' }}>
        <PageHeader title="Contact Us" />
        <Grid
          templateColumns={{ base: '1fr', md: '2fr 3fr' }}
          gap={{ base: '6', md: '8' }}
          alignItems="start"
        >
          <Stack as="section" aria-labelledby="contact-info-heading" gap="5">
            <Heading as="h2" id="contact-info-heading" size="xl" color="fg">
              Get in Touch
            </Heading>
            <Text color="fg.muted" lineHeight="tall">
              Have a question about a calculator, spotted a result that looks wrong, or want to
              suggest a new tool? Send us a message and we will get back to you. There is no account
              to create: just tell us how to reach you.
            </Text>
            <Stack gap="4">
              <ContactDetail icon={<MailIcon />} label="Email">
                <Link href={`mailto:${site.email}`} color="brand.fg" textDecoration="underline">
                  {site.email}
                </Link>
              </ContactDetail>
              <ContactDetail icon={<MapPinIcon />} label="Location">
                {site.location}
              </ContactDetail>
              <ContactDetail icon={<ClockIcon />} label="Response Time">
                {site.responseTime}
              </ContactDetail>
            </Stack>
          </Stack>

          <Card.Root as="section" aria-labelledby="contact-form-heading" bg="surface">
            <Card.Body gap="5">
              <Heading as="h2" id="contact-form-heading" size="xl" color="fg">
                Send Us a Message
              </Heading>
              <form
                ref={formRef}
                noValidate
                onSubmit={handleSubmit}
                aria-labelledby="contact-form-heading"
              >
                <Stack gap="4">
                  <FormField field="name" label="Name" error={errors.name}>
                    <Input {...inputProps('name')} autoComplete="name" />
                  </FormField>
                  <FormField field="email" label="Email" error={errors.email}>
                    <Input
                      {...inputProps('email')}
                      type="email"
                      inputMode="email"
                      autoComplete="email"
                    />
                  </FormField>
                  <FormField field="subject" label="Subject" error={errors.subject}>
                    <Input {...inputProps('subject')} />
                  </FormField>
                  <FormField field="message" label="Message" error={errors.message}>
                    <Textarea {...inputProps('message')} rows={5} resize="vertical" />
                  </FormField>
                  <Button
                    type="submit"
                    colorPalette="blue"
                    disabled={sending}
                    alignSelf={{ base: 'stretch', sm: 'start' }}
                  >
                    <SendIcon aria-hidden />
                    {sending ? 'Sending...' : 'Send Message'}
                  </Button>
                </Stack>
              </form>
            </Card.Body>
          </Card.Root>
        </Grid>
      </Stack>
    </>
  );
}
