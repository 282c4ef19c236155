import { applyMask, isMaskComplete, maskCapacity, unmask } from './mask';

describe('applyMask', () => {
  it('places digits into the 9 slots and writes literals between them', () => {
    expect(applyMask('123456', '99-99-99')).toBe('12-34-56');
    expect(applyMask('123456', '999-999')).toBe('123-456');
  });
  it('writes a literal only when a character follows it, so backspace works', () => {
    expect(applyMask('12', '99-99-99')).toBe('12');
    expect(applyMask('12-', '99-99-99')).toBe('12');
    expect(applyMask('123', '99-99-99')).toBe('12-3');
  });
  it('accepts an already masked value unchanged and drops what a slot refuses', () => {
    expect(applyMask('12-34-56', '99-99-99')).toBe('12-34-56');
    expect(applyMask('1a2b3', '999')).toBe('123');
    expect(applyMask('1234567', '99-99-99')).toBe('12-34-56');
  });
  it('a takes letters (Turkish ones too), * letters or digits', () => {
    expect(applyMask('ab1ç', 'aaa')).toBe('abç');
    expect(applyMask('TR12-x', '****')).toBe('TR12');
  });
  it('leading literals are written before the first character', () => {
    expect(applyMask('5321234567', '(999) 999 99 99')).toBe('(532) 123 45 67');
    expect(applyMask('5', '(999) 999 99 99')).toBe('(5');
  });
});

describe('unmask', () => {
  it('returns only the characters the player typed', () => {
    expect(unmask('12-34-56', '99-99-99')).toBe('123456');
    expect(unmask('(532) 123 45 67', '(999) 999 99 99')).toBe('5321234567');
  });
});

describe('isMaskComplete', () => {
  it('requires every slot before ?', () => {
    expect(isMaskComplete('12-34-5', '99-99-99')).toBe(false);
    expect(isMaskComplete('12-34-56', '99-99-99')).toBe(true);
  });
  it('? makes the rest optional', () => {
    expect(isMaskComplete('12', '99?99')).toBe(true);
    expect(isMaskComplete('1', '99?99')).toBe(false);
    expect(applyMask('1234', '99?99')).toBe('1234');
    expect(maskCapacity('99?99')).toBe(4);
  });
});
