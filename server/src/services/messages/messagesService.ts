import { z } from 'zod';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { parseInput } from '../../lib/validation.ts';

// The same rules and messages as the contact form (spec section 5), plus upper bounds.
const email = z
  .string()
  .trim()
  .max(254, 'Please enter a valid email address')
  .email('Please enter a valid email address')
  .transform((value) => value.toLowerCase());

const contactInput = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters'),
  email,
  subject: z
    .string()
    .trim()
    .min(5, 'Subject must be at least 5 characters')
    .max(200, 'Subject must be at most 200 characters'),
  message: z
    .string()
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
});

const newsletterInput = z.object({ email });

/** Contact messages and newsletter subscriptions. */
export function createMessagesService(prisma: PrismaClient) {
  return {
    async sendContactMessage(input: unknown) {
      const data = parseInput(contactInput, input);
      const row = await prisma.contactMessage.create({ data });
      return { ...row, id: String(row.id) };
    },

    /** Idempotent: an address already subscribed keeps its first subscription date. */
    async subscribeNewsletter(input: unknown) {
      const { email: address } = parseInput(newsletterInput, input);
      const row = await prisma.newsletterSubscription.upsert({
        where: { email: address },
        create: { email: address },
        update: {},
      });
      return { email: row.email, subscribedAt: row.createdAt };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
