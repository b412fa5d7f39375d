import { describe, expect, it } from 'vitest';
import { feedbackPreview } from './feedback';

describe('feedbackPreview', () => {
  it('keeps a message of up to 120 characters whole', () => {
    const text = 'a'.repeat(120);
    expect(feedbackPreview(text)).toBe(text);
  });

  it('cuts a longer message at 120 characters and adds an ellipsis', () => {
    const preview = feedbackPreview('b'.repeat(121));
    expect(preview).toBe(`${'b'.repeat(120)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(feedbackPreview(`${'c'.repeat(119)} and more`)).toBe(`${'c'.repeat(119)}…`);
  });
});
