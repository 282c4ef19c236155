import type { LoadedRemote } from '../../remotes';

/**
 * The manifests the remotes publish today (their `arcadia-manifest.json`), for shell tests that
 * render the menu, routes and breadcrumbs the shell builds from them.
 */
export const remoteManifestsFixture = (): LoadedRemote[] => [
  {
    "name": "remote_casino",
    "manifest": {
      "routes": [
        {
          "path": "casino/*",
          "module": "CasinoRoutes"
        }
      ],
      "menu": [
        {
          "group": "casino",
          "order": 10,
          "title": {
            "tr": "Canlı Casino",
            "en": "Live Casino"
          },
          "icon": "live-casino",
          "url": "/casino/live"
        },
        {
          "group": "casino",
          "order": 20,
          "title": {
            "tr": "Slot Oyunları",
            "en": "Slots"
          },
          "icon": "slots",
          "url": "/casino/slot"
        },
        {
          "group": "games",
          "order": 10,
          "title": {
            "tr": "Aviator",
            "en": "Aviator"
          },
          "icon": "aviator",
          "url": "/casino/play?search=Aviator",
          "badge": {
            "tr": "Popüler",
            "en": "Popular"
          }
        },
        {
          "group": "games",
          "order": 20,
          "title": {
            "tr": "Tombala",
            "en": "Bingo"
          },
          "icon": "bingo",
          "url": "/casino/bingo"
        },
        {
          "group": "games",
          "order": 30,
          "title": {
            "tr": "Oyunlar",
            "en": "Games"
          },
          "icon": "games",
          "url": "/casino/games"
        },
        {
          "group": "games",
          "order": 40,
          "title": {
            "tr": "TV Oyunları",
            "en": "TV Bets"
          },
          "icon": "tv-bets",
          "url": "/casino/tvbets"
        }
      ],
      "crumbs": [
        {
          "path": "/casino",
          "label": {
            "tr": "Casino",
            "en": "Casino"
          },
          "url": "/casino/slot"
        },
        {
          "path": "/casino/live",
          "label": {
            "tr": "Canlı Casino",
            "en": "Live Casino"
          }
        },
        {
          "path": "/casino/slot",
          "label": {
            "tr": "Slot Oyunları",
            "en": "Slots"
          }
        },
        {
          "path": "/casino/bingo",
          "label": {
            "tr": "Tombala",
            "en": "Bingo"
          }
        },
        {
          "path": "/casino/games",
          "label": {
            "tr": "Oyunlar",
            "en": "Games"
          }
        },
        {
          "path": "/casino/tvbets",
          "label": {
            "tr": "TV Oyunları",
            "en": "TV Bets"
          }
        },
        {
          "path": "/casino/play/:game",
          "label": {
            "tr": "Oyun",
            "en": "Game"
          }
        }
      ],
      "dialogs": null,
      "homeSections": [
        {
          "id": "categories",
          "module": "HomeSections",
          "order": 10,
          "minHeight": 180
        },
        {
          "id": "jackpots",
          "module": "HomeSections",
          "order": 20,
          "minHeight": 220
        }
      ]
    }
  },
  {
    "name": "remote_sports",
    "manifest": {
      "routes": [
        {
          "path": "spor/*",
          "module": "SportsRoutes"
        },
        {
          "path": "livespor/*",
          "module": "SportsRoutes"
        }
      ],
      "menu": [
        {
          "group": "sports",
          "order": 10,
          "title": {
            "tr": "Canlı Bahis",
            "en": "Live Betting"
          },
          "icon": "live-betting",
          "children": [
            {
              "title": {
                "tr": "Tüm Canlı Maçlar",
                "en": "All Live Matches"
              },
              "url": "/livespor"
            },
            {
              "title": {
                "tr": "Canlı Bahis Plus",
                "en": "Live Betting Plus"
              },
              "url": "/livespor/fcg",
              "badge": {
                "tr": "Yüksek Oran",
                "en": "High Rate"
              }
            },
            {
              "title": {
                "tr": "Canlı Bahis Klasik",
                "en": "Live Betting Classic"
              },
              "url": "/livespor/betco"
            }
          ]
        },
        {
          "group": "sports",
          "order": 20,
          "title": {
            "tr": "Spor",
            "en": "Sports"
          },
          "icon": "sports",
          "children": [
            {
              "title": {
                "tr": "Tüm Sporlar",
                "en": "All Sports"
              },
              "url": "/spor"
            },
            {
              "title": {
                "tr": "Spor Plus",
                "en": "Sports Plus"
              },
              "url": "/spor/fcg",
              "badge": {
                "tr": "Yüksek Oran",
                "en": "High Rate"
              }
            },
            {
              "title": {
                "tr": "Spor Klasik",
                "en": "Sports Classic"
              },
              "url": "/spor/betco"
            }
          ]
        }
      ],
      "crumbs": [
        {
          "path": "/livespor",
          "label": {
            "tr": "Canlı Bahis",
            "en": "Live Betting"
          }
        },
        {
          "path": "/livespor/fcg",
          "label": {
            "tr": "Yüksek Oran",
            "en": "High Rate"
          },
          "title": {
            "tr": "Canlı Bahis Plus",
            "en": "Live Betting Plus"
          }
        },
        {
          "path": "/livespor/betco",
          "label": {
            "tr": "Klasik",
            "en": "Classic"
          },
          "title": {
            "tr": "Canlı Bahis Klasik",
            "en": "Live Betting Classic"
          }
        },
        {
          "path": "/spor",
          "label": {
            "tr": "Spor",
            "en": "Sports"
          }
        },
        {
          "path": "/spor/fcg",
          "label": {
            "tr": "Yüksek Oran",
            "en": "High Rate"
          },
          "title": {
            "tr": "Spor Plus",
            "en": "Sports Plus"
          }
        },
        {
          "path": "/spor/betco",
          "label": {
            "tr": "Klasik",
            "en": "Classic"
          },
          "title": {
            "tr": "Spor Klasik",
            "en": "Sports Classic"
          }
        }
      ],
      "dialogs": null,
      "homeSections": []
    }
  },
  {
    "name": "remote_account",
    "manifest": {
      "routes": [
        {
          "path": "dashboard/*",
          "module": "AccountRoutes",
          "signedIn": true
        }
      ],
      "menu": [],
      "crumbs": [
        {
          "path": "/dashboard",
          "label": {
            "tr": "Hesabım",
            "en": "My Account"
          }
        },
        {
          "path": "/dashboard/game-history",
          "label": {
            "tr": "Oyun Geçmişi",
            "en": "Game History"
          }
        },
        {
          "path": "/dashboard/bonuses",
          "label": {
            "tr": "Bonuslar",
            "en": "Bonuses"
          }
        },
        {
          "path": "/dashboard/financial-activities",
          "label": {
            "tr": "Finansal Hareketler",
            "en": "Financial Activities"
          }
        },
        {
          "path": "/dashboard/session-history",
          "label": {
            "tr": "Oturum Geçmişi",
            "en": "Session History"
          }
        },
        {
          "path": "/dashboard/account",
          "label": {
            "tr": "Hesap Bilgileri",
            "en": "Account Details"
          }
        }
      ],
      "dialogs": null,
      "homeSections": []
    }
  },
  {
    "name": "remote_auth",
    "manifest": {
      "routes": [],
      "menu": [],
      "crumbs": [],
      "dialogs": {
        "module": "AuthDialogs",
        "names": [
          "login",
          "register",
          "fastRegister",
          "recovery",
          "changePassword",
          "smsVerify",
          "phoneVerification",
          "callRequest"
        ]
      },
      "homeSections": []
    }
  },
  {
    "name": "remote_payments",
    "manifest": {
      "routes": [],
      "menu": [],
      "crumbs": [],
      "dialogs": {
        "module": "PaymentDialogs",
        "names": [
          "deposit",
          "withdraw"
        ]
      },
      "homeSections": []
    }
  }
];
