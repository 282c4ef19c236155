/**
 * Passwords too common to protect an account: the most used ones in published breach lists, with
 * the Turkish ones (team names, "şifre", keyboard rows) beside them. Compared in lower case; a new
 * password on this list is refused (`notCommonPassword`). At least 8 characters, as shorter ones
 * are refused by length anyway.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '11111111', '00000000', '88888888', '87654321', '11223344', '12341234',
  '12121212', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty12', 'asdfghjk', 'asdfghjkl',
  'zxcvbnm1', 'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'iloveyou', 'iloveyou1',
  'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123', 'abc12345', 'abcd1234', 'abcdefgh', 'letmein1',
  'trustno1', 'superman', 'batman123', 'starwars', 'whatever', 'dragon123', 'monkey123', 'master123', 'shadow123', 'michael1',
  'jennifer', 'computer', 'internet', 'samsung1', 'google123', 'qazwsxedc', 'q1w2e3r4', 'q1w2e3r4t5', 'a1b2c3d4', 'aa123456',
  '123qweasd', '123123123', '123456abc', '1234qwer', '12qwaszx', 'zaq12wsx', '!qaz2wsx', 'admin123', 'administrator', 'changeme',
  'secret12', 'secret123', 'test1234', 'testtest', 'loveyou1', 'lovelove', 'mustafa1', 'mehmet123', 'ahmet123', 'ayse1234',
  'galatasaray', 'galatasaray1', 'galatasaray1905', 'cimbom1905', 'fenerbahce', 'fenerbahce1', 'fenerbahce1907', 'fener1907', 'besiktas', 'besiktas1',
  'besiktas1903', 'bjk1903', 'trabzonspor', 'trabzon61', 'karsiyaka', 'istanbul', 'istanbul34', 'ankara06', 'izmir035', 'turkiye1',
  'türkiye1', 'sifre123', 'şifre123', 'sifresifre', 'parola123', 'parolam1', 'qwertyuı', 'asdfghjklş', 'sevgilim', 'seniseviyorum',
  'askim123', 'aşkım123', 'canimsin', 'kardesim', 'annem123', 'babam123', 'allahim1', 'bismillah', 'ataturk1', 'ataturk1881',
  'arcadia1', 'arcadia123', 'casino123', 'bahis123', 'jackpot1', 'poker123', 'blackjack', 'roulette', 'slot1234', 'kazanmak',
]);
