import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const SEND = `mutation ($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { id name email subject message createdAt }
}`;
const SUBSCRIBE = `mutation ($email: String!) { subscribeNewsletter(email: $email) { email subscribedAt } }`;

const valid = {
  name: 'Asha',
  email: 'Asha@Example.com',
  subject: 'Mortgage question',
  message: 'Does the mortgage calculator include taxes?',
};

describe('sendContactMessage', () => {
  it('stores a valid message', async () => {
    const { body } = await server.graphql(SEND, { input: valid });
    expect(body.errors).toBeUndefined();
    expect(body.data?.sendContactMessage).toMatchObject({ ...valid, email: 'asha@example.com' });
    expect(await server.prisma.contactMessage.count()).toBe(1);
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['subject', 'Hi', 'Subject must be at least 5 characters'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['name', '  A  ', 'Name must be at least 2 characters'],
  ])('rejects a bad %s with the form message', async (field, value, message) => {
    const before = await server.prisma.contactMessage.count();
    const { body } = await server.graphql(SEND, { input: { ...valid, [field]: value } });
    expect(body.errors?.[0]).toMatchObject({
      message: `${field}: ${message}`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await server.prisma.contactMessage.count()).toBe(before);
  });
});

describe('subscribeNewsletter', () => {
  it('subscribes once, and a second subscription is harmless', async () => {
    const first = await server.graphql(SUBSCRIBE, { email: 'reader@example.com' });
    const second = await server.graphql(SUBSCRIBE, { email: 'READER@example.com ' });
    expect(first.body.errors).toBeUndefined();
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data).toEqual(first.body.data);
    expect(await server.prisma.newsletterSubscription.count()).toBe(1);
  });

  it('rejects an invalid address', async () => {
    const { body } = await server.graphql(SUBSCRIBE, { email: 'nobody' });
    expect(body.errors?.[0]).toMatchObject({
      message: 'email: Please enter a valid email address',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
