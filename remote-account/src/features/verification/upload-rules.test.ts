import { fileProblem } from './upload-rules';

describe('fileProblem', () => {
  it('takes JPEG, PNG and PDF files up to 8 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'application/pdf']) expect(fileProblem({ type, size: 8 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types, a phone camera\'s HEIC among them', () => {
    for (const type of ['image/heic', 'image/gif', 'text/plain', '']) expect(fileProblem({ type, size: 1000 })).toBe('type');
  });

  it('refuses a file above 8 MB', () => {
    expect(fileProblem({ type: 'image/jpeg', size: 8 * 1024 * 1024 + 1 })).toBe('size');
  });
});
