/** Fresh, valid players for the journeys: every run and every test gets its own. */

let counter = 0;

/** A unique lowercase alphanumeric tag (letters and digits only, as usernames must be). */
export function uniqueTag(): string {
  counter += 1;
  const time = Date.now().toString(36).slice(-6);
  const random = Math.floor(Math.random() * 36 ** 3).toString(36).padStart(3, '0');
  return `${time}${random}${counter.toString(36)}`;
}

/** An 11-digit Turkish national ID with a valid official checksum. */
export function turkishId(): string {
  const digits = [1 + Math.floor(Math.random() * 9)];
  for (let i = 1; i < 9; i++) digits.push(Math.floor(Math.random() * 10));
  const odd = digits[0]! + digits[2]! + digits[4]! + digits[6]! + digits[8]!;
  const even = digits[1]! + digits[3]! + digits[5]! + digits[7]!;
  digits.push((((odd * 7 - even) % 10) + 10) % 10);
  digits.push(digits.reduce((sum, d) => sum + d, 0) % 10);
  return digits.join('');
}

/** A Turkish mobile number without the 90 prefix: 10 digits starting with 5. */
export function mobilePhone(): string {
  let rest = '';
  for (let i = 0; i < 9; i++) rest += Math.floor(Math.random() * 10);
  return `5${rest}`;
}

export interface Player {
  name: string;
  surname: string;
  username: string;
  email: string;
  /** 10 digits as typed into the masked field (the 90 prefix is fixed). */
  phone: string;
  personalNo: string;
  password: string;
  birth: { day: string; month: string; year: string };
}

export function newPlayer(): Player {
  const tag = uniqueTag();
  return {
    name: 'Deniz',
    surname: 'Yılmaz',
    username: `e2e${tag}`.slice(0, 20),
    email: `e2e.${tag}@example.com`,
    phone: mobilePhone(),
    personalNo: turkishId(),
    password: `Secret${tag.slice(0, 6)}!`,
    birth: { day: '15', month: '06', year: '1990' },
  };
}
