/** A message to one person over one channel. */
export type OutgoingMessage = {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
};

/** Sends messages; the outbox is the default that needs no outside service. */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}
