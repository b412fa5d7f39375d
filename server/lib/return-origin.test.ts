import { describe, expect, it } from 'vitest';
import { returnOrigin } from './return-origin';

describe('the origin a payer returns to (issue 12)', () => {
  it('is the one they came from when it names the same machine and port', () => {
    expect(returnOrigin('http://localhost:3000', 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000',
    );
    expect(returnOrigin('http://127.0.0.1:3000', 'http://localhost:3000')).toBe(
      'http://localhost:3000',
    );
    expect(returnOrigin('https://prashna.example', 'https://prashna.example')).toBe(
      'https://prashna.example',
    );
  });

  it("is the app's own for any other origin, or none", () => {
    expect(returnOrigin('http://localhost:3000', 'http://evil.example:3000')).toBe(
      'http://localhost:3000',
    );
    expect(returnOrigin('http://localhost:3000', 'http://127.0.0.1:3001')).toBe(
      'http://localhost:3000',
    );
    expect(returnOrigin('https://prashna.example', 'http://localhost')).toBe(
      'https://prashna.example',
    );
    expect(returnOrigin('http://localhost:3000', undefined)).toBe('http://localhost:3000');
    expect(returnOrigin('http://localhost:3000', 'null')).toBe('http://localhost:3000');
  });
});
