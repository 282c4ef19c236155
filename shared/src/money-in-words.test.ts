import { moneyInWords } from './money-in-words';

describe('moneyInWords', () => {
  it('spells lira in Turkish, each number word apart, "bin" and "yüz" without "bir"', () => {
    expect(moneyInWords(5, 'tr')).toBe('beş lira');
    expect(moneyInWords(50, 'tr')).toBe('elli lira');
    expect(moneyInWords(100, 'tr')).toBe('yüz lira');
    expect(moneyInWords(1000, 'tr')).toBe('bin lira');
    expect(moneyInWords(1250, 'tr')).toBe('bin iki yüz elli lira');
    expect(moneyInWords(5000, 'tr')).toBe('beş bin lira');
    expect(moneyInWords(50_000, 'tr')).toBe('elli bin lira');
    expect(moneyInWords(101_001, 'tr')).toBe('yüz bir bin bir lira');
    expect(moneyInWords(10_000_000, 'tr')).toBe('on milyon lira');
    expect(moneyInWords(1_000_000, 'tr')).toBe('bir milyon lira');
    expect(moneyInWords(0, 'tr')).toBe('sıfır lira');
  });

  it('adds the kuruş', () => {
    expect(moneyInWords(150.5, 'tr')).toBe('yüz elli lira elli kuruş');
    expect(moneyInWords(0.01, 'tr')).toBe('sıfır lira bir kuruş');
    expect(moneyInWords(150.5, 'en')).toBe('one hundred fifty lira and fifty kuruş');
  });

  it('spells lira in English with hyphenated tens', () => {
    expect(moneyInWords(5, 'en')).toBe('five lira');
    expect(moneyInWords(15, 'en')).toBe('fifteen lira');
    expect(moneyInWords(1000, 'en')).toBe('one thousand lira');
    expect(moneyInWords(2_345_678, 'en')).toBe('two million three hundred forty-five thousand six hundred seventy-eight lira');
  });

  it('spells nothing it cannot: negative amounts, a billion and more', () => {
    expect(moneyInWords(-5, 'tr')).toBe('');
    expect(moneyInWords(1e9, 'en')).toBe('');
    expect(moneyInWords(Number.NaN, 'en')).toBe('');
  });
});
