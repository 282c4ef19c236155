/**
 * Leagues, their sides with a strength rating (0–100) and the Istanbul kick-off times of a match day.
 * The ratings are a demo's rough order of strength, not a forecast.
 *
 * @typedef {{ id: string, name: string, country: string, sport: import('./index.mjs').Sport, perDay: number, kickOffs: string[], sides: [string, number][] }} LeagueData
 */

/** @type {LeagueData[]} */
export const LEAGUES = [
  {
    id: 'tr-super-lig', name: 'Süper Lig', country: 'TR', sport: 'football', perDay: 3, kickOffs: ['14:30', '17:00', '20:00'],
    sides: [['Galatasaray', 90], ['Fenerbahçe', 88], ['Beşiktaş', 84], ['Trabzonspor', 80], ['Başakşehir', 77], ['Samsunspor', 75],
      ['Göztepe', 74], ['Kasımpaşa', 71], ['Antalyaspor', 70], ['Konyaspor', 70], ['Çaykur Rizespor', 69], ['Alanyaspor', 70],
      ['Kayserispor', 67], ['Eyüpspor', 68], ['Gaziantep FK', 69], ['Kocaelispor', 68], ['Gençlerbirliği', 68], ['Fatih Karagümrük', 67]],
  },
  {
    id: 'premier-league', name: 'Premier League', country: 'GB', sport: 'football', perDay: 3, kickOffs: ['15:30', '18:00', '22:00'],
    sides: [['Arsenal', 92], ['Liverpool', 91], ['Manchester City', 91], ['Chelsea', 87], ['Manchester United', 83], ['Tottenham Hotspur', 83],
      ['Newcastle United', 84], ['Aston Villa', 84], ['Brighton & Hove Albion', 80], ['Crystal Palace', 79], ['Everton', 77], ['Fulham', 77],
      ['West Ham United', 76], ['Brentford', 78], ['Nottingham Forest', 79], ['Bournemouth', 79], ['Wolverhampton Wanderers', 76], ['Leeds United', 75],
      ['Burnley', 73], ['Sunderland', 74]],
  },
  {
    id: 'la-liga', name: 'La Liga', country: 'ES', sport: 'football', perDay: 2, kickOffs: ['19:00', '23:00'],
    sides: [['Real Madrid', 93], ['Barcelona', 92], ['Atlético Madrid', 88], ['Athletic Club', 83], ['Villarreal', 83], ['Real Sociedad', 80],
      ['Real Betis', 81], ['Sevilla', 77], ['Valencia', 76], ['Girona', 76], ['Celta Vigo', 77], ['Osasuna', 76], ['Espanyol', 75], ['Getafe', 75],
      ['Rayo Vallecano', 76], ['Mallorca', 75], ['Alavés', 74], ['Elche', 72], ['Levante', 72], ['Real Oviedo', 71]],
  },
  {
    id: 'euroleague', name: 'EuroLeague', country: 'EU', sport: 'basketball', perDay: 2, kickOffs: ['20:00', '21:45'],
    sides: [['Fenerbahçe Beko', 90], ['Anadolu Efes', 86], ['Real Madrid', 89], ['Barcelona', 87], ['Olympiacos', 89], ['Panathinaikos', 90],
      ['AS Monaco', 88], ['Žalgiris', 84], ['Partizan', 83], ['Crvena Zvezda', 84], ['Maccabi Tel Aviv', 82], ['Baskonia', 82],
      ['Bayern München', 84], ['Virtus Bologna', 82], ['Olimpia Milano', 84], ['ASVEL', 80], ['Paris Basketball', 83], ['Hapoel Tel Aviv', 84],
      ['Valencia Basket', 83], ['Dubai Basketball', 80]],
  },
  {
    id: 'nba', name: 'NBA', country: 'US', sport: 'basketball', perDay: 3, kickOffs: ['02:30', '04:00', '05:30'],
    sides: [['Boston Celtics', 90], ['Oklahoma City Thunder', 93], ['Denver Nuggets', 88], ['Cleveland Cavaliers', 89], ['New York Knicks', 87],
      ['Milwaukee Bucks', 84], ['Los Angeles Lakers', 85], ['Golden State Warriors', 85], ['Dallas Mavericks', 84], ['Minnesota Timberwolves', 86],
      ['Houston Rockets', 86], ['Indiana Pacers', 83], ['Phoenix Suns', 80], ['Miami Heat', 81], ['Sacramento Kings', 79], ['Orlando Magic', 84],
      ['Los Angeles Clippers', 84], ['Memphis Grizzlies', 83], ['Detroit Pistons', 84], ['Atlanta Hawks', 82], ['San Antonio Spurs', 82],
      ['Chicago Bulls', 80], ['Toronto Raptors', 78], ['Philadelphia 76ers', 79]],
  },
  {
    id: 'atp', name: 'ATP', country: 'INT', sport: 'tennis', perDay: 3, kickOffs: ['12:00', '14:00', '16:00'],
    sides: [['Jannik Sinner', 96], ['Carlos Alcaraz', 96], ['Alexander Zverev', 90], ['Novak Djokovic', 92], ['Taylor Fritz', 88],
      ['Jack Draper', 86], ['Casper Ruud', 85], ['Daniil Medvedev', 86], ['Alex de Minaur', 86], ['Holger Rune', 85], ['Lorenzo Musetti', 86],
      ['Ben Shelton', 85], ['Tommy Paul', 84], ['Andrey Rublev', 84], ['Stefanos Tsitsipas', 83], ['Arthur Fils', 83], ['Félix Auger-Aliassime', 84],
      ['Karen Khachanov', 83], ['Jakub Menšík', 83], ['Francisco Cerúndolo', 82], ['Frances Tiafoe', 82], ['Alejandro Davidovich Fokina', 82],
      ['Ugo Humbert', 81], ['Grigor Dimitrov', 81]],
  },
  {
    id: 'wta', name: 'WTA', country: 'INT', sport: 'tennis', perDay: 2, kickOffs: ['13:00', '15:00'],
    sides: [['Aryna Sabalenka', 96], ['Iga Świątek', 94], ['Coco Gauff', 92], ['Jessica Pegula', 89], ['Elena Rybakina', 90],
      ['Mirra Andreeva', 90], ['Madison Keys', 87], ['Jasmine Paolini', 87], ['Qinwen Zheng', 88], ['Emma Navarro', 85],
      ['Paula Badosa', 85], ['Zeynep Sönmez', 80], ['Amanda Anisimova', 88], ['Karolína Muchová', 86], ['Elina Svitolina', 85],
      ['Belinda Bencic', 85], ['Ekaterina Alexandrova', 84], ['Clara Tauson', 84]],
  },
];

/** Id prefixes of the sports. */
export const SPORT_PREFIX = /** @type {const} */ ({ football: 'fb', basketball: 'bb', tennis: 'tn' });
