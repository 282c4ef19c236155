import { fileProblem } from './upload-rules';

describe('fileProblem', () => {
  it('takes JPEG, PNG and PDF files up to 8 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'application/pdf']) expect(fileProblem({ type, size: 8 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other declared types, a phone camera\'s HEIC among them', () => {
    for (const type of ['image/heic', 'image/gif', 'text/plain']) expect(fileProblem({ type, size: 1000 })).toBe('type');
  });

  it('takes a file with no declared type (some Android pickers give none): the server judges its bytes', () => {
    expect(fileProblem({ type: '', size: 1000 })).toBeNull();
  });

  it('refuses a file with no declared type above 8 MB', () => {
    expect(fileProblem({ type: '', size: 8 * 1024 * 1024 + 1 })).toBe('size');
  });

  it('refuses a file above 8 MB', () => {
    expect(fileProblem({ type: 'image/jpeg', size: 8 * 1024 * 1024 + 1 })).toBe('size');
  });
});
