"""The daily Hearts puzzles, one a day from FIRST: written by tools/make_puzzles.py, not by hand.

Each row: the game code, the moves up to the position (puzzle.write_moves), the best card,
and every legal card's expected points on the stronger search (puzzle.write_values).
"""

METHOD = 'puzzle-1'
FIRST = '2026-12-01'
PUZZLES: tuple[tuple[str, str, str, str], ...] = (
    # 2026-12-01
    ('HT1-AFOM-ZHPIUVM',
     'GIZKMYTmxBFzAMmFCxBIahelOZYUDHukposrbgidtnyqcWwTfVvSzGLRjEKQXPJN/DdoCLyHXkIWxAFDCBQJHKkISEaWiGhT'
     'cZNPjLOzdMRwelpbomUfs',
     'KH',
     '6H:12.74 10H:13.06 KH:-14.58'),
    # 2026-12-02
    ('HT1-AFOM-HWFTWYS',
     'GklPSzLYyIMxALIJdbamcehlBFHMNkOZixwjPTQuqnpzRWVorsGKtEgyXUDSYvCf/lmwHIVMYyKLzAHDKahgfONYLdblvrXq'
     'pP',
     '5D',
     '5D:-2.87 6D:-2.87 9D:1.59 10D:1.59 AD:2.18'),
    # 2026-12-03
    ('HT1-AFOM-MBIQQLP',
     'GHmklzJMUIWZAFMIabdlOUQRfceiCJBLNSyPTwVmjxhgurotWKkvXHzsYGnqZDEp/MmwJkvGHzCKlAEGKCMJHZWYPUXVyLIa'
     'm',
     '7C',
     '3C:14.18 7C:4.45 7D:11.92 8D:11.92 3S:13.97 6S:13.98 QS:13 10H:9.89'),
    # 2026-12-04
    ('HT1-AFOM-WGAMPBN',
     'IZklmzLMWPwyAKCMcgambdikNTWXPSOLJzFUIlERHxBQGvjyDhuwZeftYrpsVqon/GHYXZyUkmILzALHCBGlMUSTZamfiVRQ'
     'XbjzenrqoDxyKpIvtNskPOWhwdcuFYgJE/HKLFGwBvyMmxABMKRXWNhifacgmdOYUEeSjblktw',
     'KH',
     '4H:10.09 6H:10.08 7H:10.08 10H:10.34 KH:-19.5 AH:-19.5'),
    # 2026-12-05
    ('HT1-AFOM-MADVEKH',
     'KLVlmyIMzSTwAkBGbhgfCxEydlcjnptoNZYOQPzTaLmsRMSXHuFwVUJvWrIiKqDe/JLYDmyklzIWXAGkEaldjNXSyPOuZbwf'
     'eBCzMQYtTFDxKIHqvrponULmRVJisWghc/DZwJLREHYBaoACEBVOZRDJHGKtIkF',
     '9H',
     '2D:-1.48 4D:-1.48 QD:-2.62 KD:-2.62 4S:-2.13 5S:-2.13 7S:-2.23 10S:-2.33 9H:-5.87'),
    # 2026-12-06
    ('HT1-AFOM-JKMDDPV',
     'LXYDJxAkyUZlAKLJcedlbfxagvkiBCmDNzPYSRyZEXtMFHjrnWowsqVpGuhQIUTO/KQmEZvPYkGHJAKBDQZWThlimefbjFgC'
     'unpoXUaSGOtYHNIREs',
     '6H',
     '6H:-6.42 10H:1.85 JH:1.85 KH:6.09'),
    # 2026-12-07
    ('HT1-AFOM-GAVBPUZ',
     'VXvkmyLZwEFYAHBLhielPWUTajfd',
     '6C',
     '4C:2.82 6C:-11.86 7C:-11.86 8C:-11.86 10C:-11.86 JC:-11.86 QC:-11.86 AC:-11.86 KD:-4.98'),
    # 2026-12-08
    ('HT1-AFOM-FPOZESQ',
     'GZxVYyklmIJKAkBMCHvEamijbdcfOXPZDLuKqsopQNxYrltnegzWFyTJhwVSIGUR/EVkMTwCFXHyzABIHhgfbeadiMCtGTXl'
     'VDcEUNPRmSyOnoqk',
     '4H',
     '4H:-3.5 7H:12.5 10H:10.5 JH:10.5 QH:10.5'),
    # 2026-12-09
    ('HT1-AFOM-GVQLXWR',
     'WYmCZvklzOxyALFmNRYZPkOWcigjBtCKayefpzxsbuhwnvlqTIQVSXHoJGErMdDU/HJkYlwFKUIMxACHBVSUMJlEINOPzQmZ'
     'WTXRxbdghs',
     '4H',
     '4H:-1.83 8H:2.31 9H:2.31 JH:5.74 KH:5.74'),
    # 2026-12-10
    ('HT1-AFOM-OLAOVSW',
     'MPUJxzXlmLkyAMJKbaceCEBDfhgdijknFGHvNXyWQwPTIsLZpYomrVqltUxSzRuO/JLzEGmIZrMklAIMLCJKVEWDBPZlRabj'
     'mdXcv',
     '8H',
     '7C:14.46 8C:14.46 9C:14.46 5D:8.11 9D:14.97 KD:14.97 8H:-7.93'),
    # 2026-12-11
    ('HT1-AFOM-ZAJDNHZ',
     'GmzSYZIMlKLTABMLDKJsdbrcOmNkpqonCZEyajhYtuXvexfWgViwFTGUHSIRlQzP/MYZDkvJlmLQyALKHOZVWajhfNPQYcdb'
     'eFBEJRXukUMvTzstrypnqxigmwIDloGCS/TVmJLZFMYIKXAHCLSYXVOKTZa',
     '6D',
     '5C:-0.67 6C:-0.67 7C:-0.67 8C:-0.67 AC:-0.71 6D:-4.9 2H:-0.09 5H:-0.19 8H:-0.67 KH:-1.03'),
    # 2026-12-12
    ('HT1-AFOM-AFZZNOJ',
     'IyzMQmGklJKYALMHPNOzQRSyacilnYvuemkdTtUwbhxgBsGCpXIofKFqjWEZrJDV/JlzkmyMSVLNRALJCNlXZbfdmOQRzDrk'
     'BEjyFGIqxonsMPSvpHKiwtgWYhceVuaTU/DbpHkxOUyBEWACHIchglQYWjifbemtJkduraMGKxZPsVyvwn',
     '5H',
     '3D:-1.31 9D:0.56 5H:-19.5 AH:-19.5'),
    # 2026-12-13
    ('HT1-AFOM-LHFVIZG',
     'IQXBLkYmzKMZAIHJNZXObahmedfkBCKvcjyiPwSxGMtLopnzUuTqVsRFWlQEYgrD/ClmJMxKZvLkzAFBKdbhcCJILNYXZfei'
     'aQPvVDmMHOtRWrsqpSokUyxjnlwgzTuEG/MmzFLZYlyKTxAGKMCBDxNTXZFlwEpqnoOPVkHIyvajgmJLYfsWRreUdzhScuiQ'
     'bt/AHEFLMIBacNmedlvq',
     '3H',
     '3H:-5.82 4H:-5.82 8H:-2.86 KH:-1.3 AH:-1.3'),
    # 2026-12-14
    ('HT1-AFOM-UKVRVYY',
     'HKwMxzQlyLkmAMILClBKbhgmNYzXDFyknpqwEGtvorVsHJZTufRWxdeUiQcSjOaP/NSpJKXQZkVwzAEIJdbaiBKZLfjlkMQF'
     'CWOVRXtPNYchS',
     '8S',
     '8S:2.62 AS:2.62 6H:11.53 7H:11.53 QH:11.65'),
    # 2026-12-15
    ('HT1-AFOM-APTYCFX',
     'HJyLMmDVzWXZABLKMIkHNRTOlgcjahdzoqn',
     '4H',
     '4H:-4.85 7H:-1.14 10H:-1.28'),
    # 2026-12-16
    ('HT1-AFOM-SGKWJFB',
     'DIZHWmUYlJKVAGKIacflCJFMgehdONWYEuDLnqsrPTmUtXpzvkVoHjSBxiRwybQZ/TZlLNxJKVBGMAJBlecahNVRTbigdSXL'
     'WO',
     '9C',
     '9C:-5.18 3H:2.26 5H:0.95 9H:-1.83 10H:-1.83 JH:-1.83 QH:-1.83 AH:-1.83'),
    # 2026-12-17
    ('HT1-AFOM-POMYAWX',
     'MmyWZkLYlJKzAMkLBZEKNyTQnxstadmjCwYJOrVUcbzhDvlIRqWPoiXgpfHGueSF/FZwMmzGklBKyAMLKNXVZaclbDCFmdek'
     'yRQjTPSOwJBtiIYshHxrgGvpfEUozWqnu/AOaFWXHLRSVxABLkHvGETVUWiegfX',
     'KD',
     '4D:-10.63 6D:-10.75 KD:-18.07 AD:-18.07'),
    # 2026-12-18
    ('HT1-AFOM-XUMWBMA',
     'YwyXlmMuxDZkAMKLNZYXBGFxaeigQPUmbfjdROzlpsorCIHvchukDJtWwqVSynTE/JSVEKmIxzLkvABILUVTZCGHDJEWkP',
     '9H',
     '7C:0.77 QC:0.77 AC:0.77 4S:2.23 8S:1.32 9S:1.32 10S:1.32 AS:0.3 9H:-3.38'),
    # 2026-12-19
    ('HT1-AFOM-XIBSWBY',
     'FHvMlmSWkXZzAJzHNZYmbdajCqFEgifhBDoLOlWXcyxkPQRwnprVSTvMeuKtUsIG/EYyZkmJQzLMxAMGkbcafBCDwNZVPdze'
     'yquptOSQxgvhYIFoHjWinrTmKsRlJLEXU/XkyWmzCHuYZxAMkIblahNWTZQPSRVwUODCFynrqoXzuYpjsKtHvixfmgJeGBLd'
     'Ec/AEMFUVRWXNPSOQHTLB',
     'KS',
     '2S:7.23 10S:4.91 KS:0.13 AS:0.13 7H:4.4 8H:4.4 10H:3.25 JH:3.25 KH:3.12'),
    # 2026-12-20
    ('HT1-AFOM-SHVSMNC',
     'JTWXkzHZxUlmAMmJcajhNYZUElCDHsGknqroBzIipgvtFXKSuewfTQyRVOxPWbLd/BDWSXmVZvUYlAKmMECDtplnoHFGsvYu'
     'rVUWXbjicdazqkgyShexRfIwQLTJPZNBO/LwxEerVXyAYzABEIDFHZijfhcgldMLeGKCq',
     'KH',
     '2D:-1.29 3D:-1.29 4D:-1.29 9D:-1.83 10D:-1.83 QD:-1.87 3S:-2.33 KH:-5.8'),
    # 2026-12-21
    ('HT1-AFOM-WIRMLSR',
     'GMlJKkRSWDEZAiDMFCzEQkR',
     '2D',
     '2D:-3.92 3D:-3.92 4D:-3.92 10D:8.62 AD:8.36'),
    # 2026-12-22
    ('HT1-AFOM-OMIKVFT',
     'ZklRVmGLYMyzAmLMalhiOVPWecdwBCxKNSZTtqsrHvGFIuDEJpozfbngUkRYXyjQ/ATcGMyFPZSVXAGEXIFVBJkSCKduDWNh'
     'RLfwHMmxTlgacyOqs',
     'AH',
     'KD:-6.12 4H:14.31 8H:14.58 AH:-19.5'),
    # 2026-12-23
    ('HT1-AFOM-LKCNXOU',
     'ITZklzMWXLYmAMLKcdjlDHCINUSYBEGJihxgVOTRWmPQXqZkntspayevorzwbufF/ZkxWlmXYyJMzAMBLajeiONYTdbgmPQz'
     'ZovsucyfhSRUrDCkKWXnVpJqltHwIFExG/OPtDGwMUZTyzAKFIhdlTUQOwYVSrZRPGJNCBLyEDkucb',
     'AC',
     'AC:-12.22 5H:14.07 7H:14.07 10H:14.07 QH:14.07'),
    # 2026-12-24
    ('HT1-AFOM-BRQEOLV',
     'DZyMYlIJkUWzAMLmNkOZalijbfeyCzBGPxQTDwHspXonqWvtRYuVcKdSUFrJhEgI/JmyEafZkxHMWAHDEcgaiGIBuCJvLlFh'
     'dkrjeqon',
     '4H',
     '4H:-6.2 7H:-1.99 JH:-2.03'),
    # 2026-12-25
    ('HT1-AFOM-XCQPMFC',
     'LXkMZxYlmGKzAMmKbcfiPONTQXWYRSkZDyFLajhzpqonduexgwlItGsvEVCHrJUB/EmwZklJNPLMzAKFINzROalfjSQuXCkD'
     'BPsTZbydmEtHMnwqvGWJLoVixYpgUrhec/GTWLZzJkmSYlAMJIdbctDkCBEmHGNWZjiheUuwrqalnzRQysSPxpVTvoXOLgYF'
     'Kf/ALGKjgliVRZWaXfcDFEHNYUSOxTpbChdmetInyuq',
     '3C',
     '3C:-0.8 7H:2.78 AH:6.55'),
    # 2026-12-26
    ('HT1-AFOM-EUFHHCX',
     'KYZSTyXlmJLxAKImBElLQZTXCFuDNOxYGMsJdeghpqonfWicjbzVtwrUayRvkSPH/FHzMTyklmKZxAHELBDFMcmghCGzyabi'
     'lIJwrNYWkdjuxnovXQOPtUSTsKfVqZeRp/DkmlyzGUwWYxAKDMNZYQSRPlgdfhBGFkTOmLUWpzCoHwrqsiEeInuXtcvjxbJa'
     'yV/AMKVTNYXgefdabjDUPRZCJGSFBWIL',
     'QS',
     '3D:3.33 5D:3.33 QS:-1.49 KS:5.71 AS:5.71 5H:10.13'),
    # 2026-12-27
    ('HT1-AFOM-QWSTUVJ',
     'LXyMmzIKkEQRAMKJbacgedhtBDCHnopyfmkqvsGuUxSTVrRPWlQXNYjOZiFwzIEL/CDPJkmTXwIRVAGFLgkfdQSVPRNYOlye'
     'jJwICithbxnsr',
     'AH',
     '6C:-6.76 9C:-6.76 QC:-6.76 AS:-8.04 AH:-12.33'),
    # 2026-12-28
    ('HT1-AFOM-VJVZTNE',
     'CMTWYmSwzUXyAHXMRWSUhegaYPOTjzifqn',
     '3H',
     '3H:-5.41 6H:-2.62 7H:-2.62 10H:-1.57 KH:-0.91'),
    # 2026-12-29
    ('HT1-AFOM-BTVPPTU',
     'lyzKTYLZkDJxALJINWmYdhclawexosrqBEGktpMnuZVzbvfUgFiKjTXDyRSCHQPO/RSaJLZWkxmwzABLGJkDHMVEIXWFOTQb'
     'PUtmRYxcSNurqZvpj',
     '10S',
     '5S:-4.16 10S:-7.99 KS:-7.99 KH:13.6'),
    # 2026-12-30
    ('HT1-AFOM-JFUFGVQ',
     'LVvKMyRSzklmAIEMBzDLbedmPOyZacwjgufvCrHtQNxYRUVsnKXkoJWlpGTiqFSh/DFVIWyJmwCEbACKIVUYSBLMeR',
     '2D',
     '2D:-5.3 3D:-5.3 4D:-5.3 JD:-2.03 AD:-1.85'),
    # 2026-12-31
    ('HT1-AFOM-NXNWNCC',
     'MYkClyWmzUXxALKMORQXbjhmaeilcdxknpwvDBtCWUVygFrfHEoGISZuJPYszNTq/EZxGIkMQWlmzAMDLcabhRQmZNUTlGCB'
     'KEIvznqpytsXrukWoFYfwHVSjJgPixeOd/JKyUXxMkzIlmALDMNmYXCBkIagfibdejOVpSchyxEJwzPQWnqlotrsHuRTZGvF'
     'KU/AGKMWYRXbghfVNOUQxPSZTFLkedcyuHpJwIE',
     'AH',
     '2S:10.17 7H:14.11 8H:14.11 AH:-14.91'),
    # 2027-01-01
    ('HT1-AFOM-INOQETL',
     'BCzPRlVmyZkxAmkLBFyxbaieNzPXfgdlcvhuOrRWSQnsTUIMoHKtVYEjZDJqwCGp/LMmJkzIWwYZyAIGMCFBENWSXDJwlnou'
     'rcfbeqspyhmkdvztZgaixQLTRUPYKjHVO/GITHLYMZkFJKAJBLjgmlKGHMZUTYabicCxkFpoq',
     '2H',
     '2H:-5.31 7H:-1.41 10H:-1.63 KH:-1.64'),
    # 2027-01-02
    ('HT1-AFOM-BTNNSFQ',
     'MTUKvzJLlIkyAKJINZkUCFEzahjlPyTSbwigqropuntsxMvLdcYXeGRWfDQVmBOH/YuvMkyJKLFIzAJFYKISBQZVXCWHLafg'
     'ed',
     'JS',
     '3S:6.74 JS:3.7 QS:6.49'),
    # 2027-01-03
    ('HT1-AFOM-UNFUIHE',
     'MWzXkxGLZVmyAkCIOWTZbmgldzecNvUSponuqrtxafjMEBYLDyFXQPKVsJiHwRhG/KSmHlzYkyUXZAHkGNYXSOQvPBCDyagf'
     'mbhejRnzWdxclopqMIEFwULuTZKrVtJis/ElzLOVIJMHKmADLINPmXEGJFifgdRxQOurtowsqpWHUTbjaenzv',
     'AD',
     '4C:6.36 AC:5.58 AD:2.64 4S:9.58'),
    # 2027-01-04
    ('HT1-AFOM-JEIIEXC',
     'LVvSlzIMXKYxABIKYVPTZRQUNJSWhmelEDjMagysxvtpHFubkrqc',
     '10S',
     '4C:15.5 3D:15.78 10S:7.39'),
    # 2027-01-05
    ('HT1-AFOM-CFCBRFL',
     'kxzLlmIMwJKZALIKNVUkBDCGafZibhevPOQzEyuMcogmSRXxFstwHqlrJpjTYnWd/KPwlvzGMyBLUAMLKaeclEDBmFCxwHGt'
     'supqrvoZnzyYjdJXibkIWhRVTgQUSfNOP/MYlLUzHVkXZmAJmMBCDxNZYUbihjRPQzFvELacdlOyVXerwkHtGKnqpougTsWf'
     'SI/ABCGhelmdjfaHFKDbESLcUXYgVIyMzJPwsur',
     '10S',
     '3D:-8 10S:-17.24 QS:-6.75 8H:-1.8'),
    # 2027-01-06
    ('HT1-AFOM-FJWKIRN',
     'YZyMORDlmKWkALMIONWZagdcPSTYehibDCFzfqlkEBJojXmtprnVGyUxHuRwKsQv/IMVWklXYmJLzAMBKecfgbxamhdvlNYT'
     'ZQUPOWXzVnopwryutEDIkqsHLiGJSjFCR/PRSHLvVZwGJXALMIKGEHfeabQTPUikgcYXRNVhSOWmly',
     'AD',
     'AD:-8.92 6H:9.55 8H:9.73 JH:10.34 QH:10.34'),
    # 2027-01-07
    ('HT1-AFOM-AQNXETT',
     'WkyRVzGYwLlmAGLMCBDJPWVZbdjgEzxIefacFswHhiqtrpnouUYvTkSQlyRXmKON/AXwHJmKLzZklAJLGalemcbdyDCHKhix'
     'gEBuzFInsqVoprfYvtwRWTQSZjMOUkXNP/WXwIYlKxyEVZAEMIDBHLeGhcbfZJkFvd',
     'QC',
     'QC:-13.56 8D:-1.05 2S:6.63 8S:6.63 10S:6.63 AS:-7.86 QH:10.42 KH:10.42'),
    # 2027-01-08
    ('HT1-AFOM-UOEOENW',
     'JMkLZylxzPUmAKmMSQlYPVOzqsopcbhdiagfjkexryvwNnRWFEDtGBCXJLIUZHTu/HYwKOWFyzklmAMKJechmPYWzfbilnvu'
     'sjgydROqQGtFkUTIZpxrELoDXHaCVwNBS/JLMUZyBnrFtvAJDBLEHChigdbafjVSYF',
     '2D',
     '2D:-3.19 5D:0.59 6D:0.59 KS:4.01'),
    # 2027-01-09
    ('HT1-AFOM-FEQZGUI',
     'BRpVZkXuyDHmAXHEJGCyKIFsDBkuLRrPbdjaOTYnMoQNlpScmqUg',
     '7S',
     '7S:14.5 10H:17.5 QH:17.5'),
    # 2027-01-10
    ('HT1-AFOM-YANIUYA',
     'ZlmKMkVxyGYzAFDBazedNPVYGmEySROUbwjgTkQWpntqcfslruoLCxHvIZKiMhJX/KLWXlxGYyHkzAFDHBKmMajdlbycwCLx'
     'JQXPSevhuEtrINOTpUoYRqzZniWgskVfG/JKxXYZMmwELVAkHGFDCymhliMLJjIBKdQNSUaczgPVOXRbWTpqn',
     '3H',
     '3H:8.5 6H:12.5 7H:12.5 JH:12.5'),
    # 2027-01-11
    ('HT1-AFOM-UVOAIHZ',
     'HMWVkxIlzYZyAEIBdhfgiWclCjHFDGmyVvSQonuspqtrNaTO',
     '4D',
     '4D:-2.5 9D:3.69 KD:10.05 AD:10.05'),
    # 2027-01-12
    ('HT1-AFOM-IHMPNMX',
     'HMkKUzGLmTlyAEDKbmlkOXNZPuSworqnadtfpMxsQLTjvizJRIVHechGUFWgyBYC/HKmSUZMkyILlAMLKBFEDPYSkHUCGmji'
     'lNZeQbgfaqItnV',
     '9S',
     '9S:-4.12 9H:-0.49 JH:-1.05 QH:-1.05 AH:-0.89'),
    # 2027-01-13
    ('HT1-AFOM-XOWJOPD',
     'ZyzBVlUXYKLkAGRFDZBiEPCOHjut',
     '2D',
     '10C:1.35 JC:1.35 QC:1.35 KC:1.35 AC:1.35 2D:-7.82 8S:3.47 QS:4.96 6H:-2.38'),
    # 2027-01-14
    ('HT1-AFOM-SEVJSVO',
     'BwxQWlXZzMSkAMLKNxQPCGkFcablopqndehjigwusmrWXVtUvYJIyfHTzSDRZOBE/BLlVXZDJMFGmAFLEBtIGCHlibWahonp'
     'NqUuzcYdR',
     '3D',
     '3D:-3.94 5D:1.38 7D:1.38 10D:9.69 QD:9.69 AD:9.69'),
    # 2027-01-15
    ('HT1-AFOM-NNRQKVU',
     'LYzMZmVlyFGkAlGLQZXkagehDCyBEHuFdbczfriwjnmpoWqYsKMVtIJPvTUOxRSN/BNqLTmEKMJlyAJBLWOVRTsPSHDyFZjY'
     'UonQpghfa',
     '6H',
     'AS:10.5 6H:0.22 9H:7.12 10H:7.12 QH:13.52 AH:13.52'),
    # 2027-01-16
    ('HT1-AFOM-PYZVAUV',
     'LlyJZxIMmSTzAFJKNRYUPOmSdagjbelkcVMfTQWHXI',
     'AH',
     '4C:-3.26 5C:-3.26 9S:-2.36 10S:-2.36 2H:-2.14 AH:-6.34'),
    # 2027-01-17
    ('HT1-AFOM-WIJAZWA',
     'UYyEZzWXvSVkAFCEVUTQIyGHSRZWjbhgOXPNsoprvxqnBYeMJLml',
     '7S',
     '5C:4.25 7S:0.16 QS:12.25'),
    # 2027-01-18
    ('HT1-AFOM-SZVKVZD',
     'AQrXklJKzLZwAHJIimekgpafLFCGMBXE',
     'KD',
     'KD:7.54 AD:7.54 3H:11.01 7H:11.04 10H:11.07 JH:11.07 QH:11.07 KH:11.07'),
    # 2027-01-19
    ('HT1-AFOM-FBCESTK',
     'CJkLlxMWzUYmAmILafcijeKupsq',
     '2H',
     '2H:-5.78 3H:-5.78 JH:-0.5 KH:-0.53'),
    # 2027-01-20
    ('HT1-AFOM-DHWRZRK',
     'RbcLZmXYkPUyAKFCUQSXYPRONGHTDBMrjaflevhmdgwbIxsLEJycn',
     '3H',
     '3H:-5.22 5H:-1.79 AH:1.6'),
    # 2027-01-21
    ('HT1-AFOM-WXHJVIU',
     'ILkYZzMSxFKXAMKLNXVZBmFJCGlyhgadjfikPYSWqporQzxODHvtsenIucUTwbRE/HlySYvRboUZmABMLghefZNWRUl',
     '5D',
     '3D:2.31 5D:-0.78 7D:-0.78 8D:-0.78 QD:2.73 KD:2.73'),
    # 2027-01-22
    ('HT1-AFOM-ARCOEAT',
     'ILzFKZMNVXmyAmLJIFCvRZVWnrqztou',
     '7H',
     '7H:-4.09 JH:1.47 KH:1.28'),
    # 2027-01-23
    ('HT1-AFOM-QZNZVEB',
     'MYxZlvFTzkmyACFLBDlzdbcmPONWagihRZVXfejxUYwTEvqKGHtoIsnJyurSkMpQ/BlmCKSZkzPxyAKkGONUqPmYZaifecbd'
     'gnplohjXzBCwMDFWvHVuEITtyJSsxLQrR/JUWIMXlmzYZkAkEDNXTZaigmOYWRctdbnoqKeJylBxFCPwQvSuUpGIzsLhrHMf'
     'jV/ACLDcfbeEBKuSUY',
     'KS',
     '7C:3.65 10C:1.5 JC:1.5 KS:-4.08 4H:1.71 5H:1.71 7H:1.4 8H:1.4 10H:1.4 KH:1.39'),
    # 2027-01-24
    ('HT1-AFOM-UTKJDLE',
     'MkxBJmIZzLYlAJILDMGKacblhgmzNZYknutsExCFSRpQVToUrXjqvWfPwieOyHdB/HlmLvzKkyDMxAMHLadbiBDmGNkPZfze'
     'hcgvyQOuVTRSqUYXorpnxtwsKjWEJlFCI/BklGHMKPTJZmAKJILZFMgNblBExmqnrpcaGzdiHSsvotQ',
     '3D',
     '3D:-6.5 4D:-6.5 8D:-1.46 9D:-1.46 KD:5.02'),
    # 2027-01-25
    ('HT1-AFOM-GHMLHGV',
     'ZyzTVmXYkWlxAJIlBFxKcbjhPOZVgfedimkaCHvGQNzUDLuysoqrMWtEXSpTYRnw/ImyZklWXxMYzAkEDbihlNXTRGCFZHBI'
     'tacxgOPQWJMyqnsprdjveSoYwumVLzfUK/VWmXZwFMyKklACxBacdlonvuNzTRpqwrhgfmbijkstZyDEWYGVXMFIeUKPSJLO'
     'QH/AILMPYZXCkDBWUVTKJGwvutrHFSiEmejlbfa',
     'AH',
     '2H:11.61 4H:11.55 QH:11.51 AH:-17.54'),
    # 2027-01-26
    ('HT1-AFOM-ZROAUNV',
     'DFzWXYVlmJMSAEMINkTRamihOPzYpqnsBHuJQGWVtrvFSDXofexdKlwCLjZcygUb/XxzFMZSVklmyADLzcbaiPmOZdehjNvQ'
     'lRyTunoqwExCkGtFWHsBVIpMUfgKYSJXr/JklHWZYmxLTyAKmLOSNYPTQZbhglBHzGcxfeiadrDCIpjoykqnXtEJvVMuUFwW'
     'Rs/AGLKfdhlikgcVYXTRZUOMHEmCIFWavbeNDPy',
     '6H',
     '3C:12.7 JC:12.7 5D:12.68 6H:9.8'),
    # 2027-01-27
    ('HT1-AFOM-JRJEMKY',
     'kmzTUYJNyCXlAMLIBDHJacmjFxyEptqnbelkCGwvdfoZuWKsTRSzUQPriOXhYNVg/BCvmuzFYyDPaADBKVSUXGmFrCiHWoat'
     'nlgybLzIkvpJOMqTPE',
     '7H',
     '6S:5.17 JS:-1.14 7H:-5.27 9H:-5.27'),
    # 2027-01-28
    ('HT1-AFOM-IQCPSRB',
     'MZxLUkXmzHJlADCMbjfldcimagykBzFKOUSVNZTYGErJHxLoQPRwtpsXIvqWhune/SZxKXzMWlLYmAKMLTRSXCkBJOzWUead'
     'fDyEHbvhgimcuNPswVptQroqnxIlYZGjF/LuvAESHJlMXkAFMLXVUNPTQY',
     '8C',
     '4C:1.29 8C:-3.19 9C:-3.19 10C:-3.19 JC:-3.19 QC:-3.19 AD:3.07 7S:2.34 8S:2.34 KS:9.66'),
    # 2027-01-29
    ('HT1-AFOM-JNPVLSG',
     'ABcEFWIvxGMuACIKRNWYVXOTZJUSGBDkHsEvLtFimheaMjQw',
     'AH',
     '8S:-4.27 6H:13.85 9H:13.85 AH:-9.59'),
    # 2027-01-30
    ('HT1-AFOM-VKJXETV',
     'KZuTkzaboJUxADGJehkaECBIZSRUOXNVMb',
     'QH',
     '4D:0.34 5D:0.34 JD:0.09 8S:0.16 10S:0.16 JS:0.16 KS:0.16 QH:-4.42'),
    # 2027-01-31
    ('HT1-AFOM-CARBQVE',
     'WmyMYlZkzCIwAKJkbljcPZVXawghqopyQUzOsnrmGvFDifIWxuEHLtCTYeNSMdBR/VdplvxMRZKTmAGIMQTVWXNKSYRwd',
     '4D',
     'JC:-4.57 KC:-4.57 4D:-16.02 10S:-8.96 QS:-4.33 KS:-7.87 10H:-3.82 QH:-3.82 KH:-3.82'),
    # 2027-02-01
    ('HT1-AFOM-GRQWAUB',
     'YxzHXZUklLVmAMKLBGFznpqobedmaciltJsyCkDxNYXUPORVSQZvHuErIjhWwfgT/LlzMSyCXxYZkAMIkaielNWQZbgdfBFD'
     'mPOTzcphxRXVoCuEyGwHsqrLnjKUvYJSt/ZlzFIWLYyXkmAlKMBkzIOYXZajymNSURCEpxPQTWDGnwogrqdsucvVtfhHLeiF'
     'Jb/AELMBCXJZWUYOTSQFDkGmlefadIgbcKVHRN',
     '9S',
     '9S:-2.92 10S:-2.92 JS:-2.92 7H:4.6 JH:0.5'),
    # 2027-02-02
    ('HT1-AFOM-LAJROES',
     'RnoMWXUZxEGVACKFVRSZdmhc',
     'KD',
     '6C:10.75 8C:10.75 9C:10.75 10C:10.75 KC:12.07 KD:7.96 QS:11.25'),
    # 2027-02-03
    ('HT1-AFOM-UZETEMG',
     'YZkOUxGlySVzAEMLGFDCHKBxamclnpozbdXifweWqrvUgThtIskRJVZQuSYPyNjO/BkxMTlWwzKmyAEMLNWmYBlCKbjfdDvH'
     'GnqrpPOQyoJtZUTSIVRzixXwghcuekasF/YwyMklKTzCDmAJIMNUOYbadmchgzBkEDQWyVCFtLorqsPRZwejivGlHxTupSKf'
     'nX/AMJVYTRSICZGKDpHajgdsq',
     '2H',
     '2H:-5.91 3H:-5.91 9H:-2.88 KH:-1.49'),
    # 2027-02-04
    ('HT1-AFOM-BZHFFJY',
     'LlmJWkFKzMSYAJFMfedhBHGkRVQzbagiomqnNwSUcjvuOsXTplxrPKYLtIyEWCZD/KLZYklQXyDWuAGLHNYXWBIEKalzjFJD'
     'mntZrbciyopuhdekvqswgCTVMQxPUSRfO/norAJwBCsHIZABHDbcfmLIKGFuMEjaCdXUWYRTVQpsZn',
     '8H',
     '7D:10.1 8H:4.86 10H:4.86 KH:12.52 AH:12.52'),
    # 2027-02-05
    ('HT1-AFOM-JIIHYYS',
     'RkyLWzGVXYZlADLMcbamejhkNWVZdyfxOQYTEBzCFstKGJpqroiwHvnUIuRgXlPS/UXlMYzEkyIWZAEClVQUYOTRXfvcmItF'
     'HDuBKnjqz',
     '4H',
     '8C:11.9 JC:11.9 KC:11.9 AC:11.9 4H:-2.76 7H:1.52'),
    # 2027-02-06
    ('HT1-AFOM-JWWVLTH',
     'DJZXYxIKLMwzAFKMifbeUSXTcgsjZYPVrnL',
     '4H',
     '4H:-5.93 5H:-5.93 8H:-3.08 JH:-3.12 AH:-3.21'),
    # 2027-02-07
    ('HT1-AFOM-JUTEJYZ',
     'ABOHKmFXlGVWAKDLZYTXIBHEGrCFJfmRMNhlVObaWPdckjne',
     'AH',
     '9H:12.63 JH:15.06 QH:15.06 AH:-19.5'),
    # 2027-02-08
    ('HT1-AFOM-TYYOAKR',
     'GklTXYMVZJmyAJILceblBDMmihgfRQkPSOKYEwzCFvyGpronsZtqadXWuHVxNjTU/TWkKmzMXlDEZAkCMONYSamldcfZgbeh'
     'IPRQzBwGytsqpjivuHxFnJrEWKXDULVoT/IlmKXkUVyLTZALJKcbgdBCFMefajhikyDYZIQOPTRwXWEVzGluqxHsUtmrSpvn'
     'No/AFJMKLGDCHBxXNSWRiVQdhbjEswIY',
     'KS',
     'KS:-5.89 2H:-2.1 3H:-2.1 5H:-2.16 6H:-2.16 AH:-1.4'),
    # 2027-02-09
    ('HT1-AFOM-LZELITZ',
     'kyzJLMKTmHIYAkCKNZWOBzEvbafdDyJqnmYtPxQXFsLlgeIcojUrRwTShHpuiGVM/WZkLNlMXYKRTAJLISXQPYRWNidfljeK'
     'cbyzgCqFBDsHmZnOTEwGvrpa',
     '3H',
     '3H:-6.5 8H:-3.5 QH:-3.5'),
    # 2027-02-10
    ('HT1-AFOM-BTARSKI',
     'aopYkyEFlJMwAXEIJGYFKCkBLDitMHdujhbgWVqTZRrPmayl',
     '7S',
     '4S:15.09 7S:-19.5 JH:15.49 QH:15.49'),
    # 2027-02-11
    ('HT1-AFOM-JKWKKWT',
     'WYZTmyKMzFXlAJBHNVRZCkKGaljmbcXhgfdroutpSQPYqyxnTzOWvisFIUMEwDLe/MQXLyzKZxklmAMLKcadmNXzWDCFBOTR'
     'yUQwSrqpnsotxIkEHjiuhvlJGYfVgZbPe/KLZRTxEWzYklALIEaeglOZTXbhidNYVRDKFCfyzcjxvkGtBuHrMpQPoSqsWnwU'
     'Jm/AFJBWXUSHIPEbgfkMKxGqopn',
     '6D',
     '3D:4.66 6D:-18.5 8D:-18.5 10D:-18.5 KD:-18.5 AD:-18.5 KH:12.45'),
    # 2027-02-12
    ('HT1-AFOM-HOPOJFR',
     'YZwLRTXkmMlzALJMBECIOUNVRPQZafelDwyknpouSzYTbigsqtKrWHhxXGdvmFcj/MOYLkxKZmlyzAMLKOkNzoxutBrDwnsJ'
     'pvjmqQiPySHRlTgUIadfcWFVGYCXehbZE/KXkALWJRZVYmAIhGjigfFmKLURNXbaeYDxHCqtroWPOBEJQczvsu',
     '2H',
     '8D:3.78 AD:10.93 2H:-1.63'),
    # 2027-02-13
    ('HT1-AFOM-NVFBERU',
     'BFyklmLVxJXzALJMcbdjaefxOVTYBkCzPNURWwQSorqpsnvyEtDZFmHXIiGlugKh/BnrEIJvwyVkzAItkLuzFMPhGWvSOXwN'
     'fYyQgZcTrxopnDiqBEdUC',
     '6D',
     'JC:-2.21 6D:-6.58 AS:14.51'),
    # 2027-02-14
    ('HT1-AFOM-PCBETUY',
     'TVkMmyIlzHKPABMIDlCkEzFrajhiNYxPnptZOQSwoqLVsKUyWuJTvgHRXfGcmedb/MVyLWXYxzZlmALJHQYZVbyacFDEkSmR'
     'XnqruNTzwospMGCBWIlKjOixfPhveUgtd/DHyVXZMlmKLzAIGMPzOZQSsNTrYXdcfbhagjRWoyuLtqvKpklJniwEHVxCFUmB'
     'De/AJFHGBMKYUQZabjlgimdezhcDxICNOXPSRuVsptn',
     '8D',
     '8D:-2.5 7S:0.45 QS:13.45'),
    # 2027-02-15
    ('HT1-AFOM-KZYUOMR',
     'XxzklmVYZMUyAMIkbihwONZUBEHtcaujdzeqPVTXSRYQCGxrnpmoslJyKvgFLWfD/GJkUXYMSVKLwAGDMIFHujagWECBTdfb'
     'XNtUVhwcYpnJz',
     '3H',
     '6D:8.04 AD:9.79 3H:-3.33 5H:-3.33 10H:6.23'),
    # 2027-02-16
    ('HT1-AFOM-RSTKCOA',
     'MWzAbpGHXJYlAGJFUZOXcbh',
     'KS',
     '5S:1.66 10S:2.95 KS:-1.66'),
    # 2027-02-17
    ('HT1-AFOM-VIDLETE',
     'GkmKQyMZlJUxAJILBHzGPOkYDMxFcabhQSNsdefyCKuvRZWpgrjwntqoVlUmXiTE/CDEZkuGKyAXwACHFelajhbDmMGXEYTc'
     'NVQnOZRgPkfdSzytv',
     'QH',
     '10C:10.89 7H:13.87 9H:13.87 QH:-18.74'),
    # 2027-02-18
    ('HT1-AFOM-KUKVHIX',
     'WlmILxKVzUYkAMmLBlIKCFsDRNPVEkqHOQUZageibjdhSxzYrnpofXcvwWtuyTGJ/QnrIJkTVzMRUALDBaifjgdlhICMGcbk'
     'zJEFHKVyQXPUeYSOm',
     'JH',
     '7H:12.28 9H:13.25 JH:-19.5 QH:-19.5'),
    # 2027-02-19
    ('HT1-AFOM-WWJIGVJ',
     'CTYQWmKZxlyzAkBJNZOYalemPRzTCGFyQSrwDpEIUVjqfcodKiHuvhntxgMsXbLW/BJXYluCZmMkzAMDuSXUZTQRVdcjhqon'
     'mytsNzpOebaiK',
     '7S',
     '4D:7.45 JD:7.45 KD:7.45 7S:-3.19 KS:9.09'),
    # 2027-02-20
    ('HT1-AFOM-NOSCLIM',
     'XlwJUYDMuKOxAJDCfedlihcbaYgVMEBPj',
     'QH',
     '7C:-0.89 8C:-0.89 9C:-0.89 10C:-0.89 QC:-0.89 KC:-0.89 3D:4.48 QH:-5.36'),
    # 2027-02-21
    ('HT1-AFOM-EFFFOHR',
     'IYyMmzOlxCJZAlJLamhdBxCKNkOZbyefnouqPzQXcYgvFsEDHpwGiWtIMUrVjSTR/ZlmHwxLUzMNQAKLMNZWYCBzEPmRXOQl'
     'xonusbfehpwqtcigvSkrjTyJIUdGHVaFD/abnJKZlwxQUvABEHLDCJYPVZKMGF',
     '3D',
     '3D:-11.29 JD:6.65 QS:11.69 KS:9.29'),
    # 2027-02-22
    ('HT1-AFOM-UTQDKVW',
     'EPcWlxKMyAHXACGMOXPVhjlefadcBKHDbktwLExvYQWyURNgZFSi',
     'AH',
     '5H:12.29 7H:14.13 AH:-19.5'),
    # 2027-02-23
    ('HT1-AFOM-YYZNIXG',
     'CYzKZyLVwUkmAMkGcbaiOVUYNSxRehgzjftyErCDFpBKHJmqslnovWXuwdTZLPQI/MlzGZkKVyJLUAGELHDFKchgeICkBJMx'
     'yNZXUadjmOPQTSzRWVwlYpnoirqsfvbut/BQnMYxJKwGlmABMEjacebkifJIDYHGFZKCTWXSQPLvgd',
     'KH',
     '9S:14.88 9H:12.15 JH:12.15 KH:-19.41 AH:-19.41'),
    # 2027-02-24
    ('HT1-AFOM-TQRVBQM',
     'KWmJQzSXkFLxAkDBbahvCuEKNQOTPWzVcdtjRqyZoxpwFnGrgYimesXLfMUIlJSH/GMmNyzKvxVXkAEFKLJMbQWvVNxXUDCy'
     'BtqrpPjYsOfTmRGSc',
     '3H',
     'AD:11.9 3H:-1.1 9H:-1.1 AH:13.5'),
    # 2027-02-25
    ('HT1-AFOM-RWNTVOH',
     'ImyMklOPwTXzAIHLdaclBCGDRNkQSUoPpMnzqrKwOTVjYitXugJsmfhvxEFZybeW/PlyJxzMkmFYZAMIDONXzaxcbQSPvCBE'
     'knqpydufjFrGwstolRTVLeKmhUYiJZgHW/OkzMWmYZtILlAMKLPZUTadbmcjieHGEynozuNRYSprkqFDXJsvQWhCgxIBVwlO'
     'ft/AECLWQROhfejVsbXgmkcytvwDBFJNYuzZapSPdqT',
     '2H',
     '9D:-1.23 2H:-4.18 QH:-0.99'),
    # 2027-02-26
    ('HT1-AFOM-DJAJZRQ',
     'TZzQkmJXYHlyAJHMbmflQPNZOkRySLTvFGDEcdagqpxuUiztVhwrWesoXCKnYBIj/JmyTWwklxQRzAzCBDIHvblimcfegajh'
     'dEwGsPOyZqpnoSkRuTxQMVtUKWrNJYLXF/CGxILmMTlKYyAMKHOZkWajmlBrzGbuciedshfygLCFpvNPUxqnJotwIVDRTYEQ'
     'SX/ABMCYXSQKyLJxotvWmZVGzHDaflcRNUE',
     '7C',
     '7C:-18.16 10C:-18.16 3S:0.77 10S:-14.65 JS:-14.65'),
    # 2027-02-27
    ('HT1-AFOM-MRNVVND',
     'LMlXuzYkwCmxAKBIbielazcmNsPZnpqodvfjCDFkQROMSTLXUVWhtgurHwyGJYxE/JLxZlykmzIKPALFGacmhORNZSTQxCBE'
     'lbjignvpuDHJyeqdwfokMUPtYVXKszIrW/UZlmyzCGxKLkAlHJadbmeichjkfgBZEICDYVOXQxSPsRTNrWqtpovunMwyGLzF'
     'KU/AIGJXZVTOWUYgmfiHEMFjecbRKPCNLQvkdaBts',
     '6H',
     '6H:-3.59 9H:-0.07 KH:-0.28'),
    # 2027-02-28
    ('HT1-AFOM-DPHJSPM',
     'kxzMNRHKmXYlAEDKbedgcfijBMJLNmYkGCZHFIzUPxRyOuQvlawhVrTtWpSsXonq/JlwMTUYvxILkALJMacglNXYVdeibSQm'
     'RZWxOnoqkFEzCtIspvHuUhfyTjGwPKDrB/MkyLlxAUzFHXADMLRTUQBEkxusr',
     '2H',
     '2H:-5.04 3H:-5.04 JH:-1.04 AH:-1.05'),
    # 2027-03-01
    ('HT1-AFOM-LKDVPAH',
     'JTklmzOSxEZyAMxIcfedgabmihjkBFtEonpvCHqGrXusNYzVJKSDwRyWPTlQULOZ/MlykmzJLvHIxALIMamijEDCGbcehNZk'
     'XPzQOBFyKdgxlRwWTqonpruYtSUsvVfJH/EGbKlzLMWFIwAKLIedalNUYrfbimWTsSHFCBqnDzoxvEMwGP',
     '9H',
     'QD:13.28 QS:14.56 9H:10.34 KH:10.34'),
    # 2027-03-02
    ('HT1-AFOM-RDPDMWK',
     'kxzEUyJWZKlmAIJMNRPZTOQUahgjbevdBtDkqrpocysmuwGnfSYlHzFXKxEWLiCV/JWwMRzDboFIlAJMKiglkHfGDFrBEIaC'
     'nmwchYSONZVPvLWQjdX',
     'AH',
     '6D:-2.27 9D:-2.07 5H:-2.12 AH:-5.95'),
    # 2027-03-03
    ('HT1-AFOM-ZGRCYQB',
     'XZyWklHKmJUwAkHGajflORNZbgedSQUXVTPwCzKJnsrqBIxoLtmFupiMvYhEyWcD/RlyKLwYkmMZzAMILahgmHzGFonyxNwY'
     'XsqlruvjtOQpkCBJZbWVicdUSeTRKfPDE/KLXJklMYzHUmAHKIclamdibhXNTSgeMvGEDwnq',
     '3H',
     '3H:-4.34 6H:-0.82 AH:-0.64'),
    # 2027-03-04
    ('HT1-AFOM-RVIGVVW',
     'SkyLlzJQUGWZALJMijhgOmNZWVlUDkBCEyzfKYsQIXeuHwqtGTdrFScpxRbovPan/MXlSYzBDVLZkAMKEbcajNXSVQRmZOUY'
     'yfedlFzDLPWwxGuCkHtBpIrsoJqinvhgT/HRwZkyFXYKlzAJGMBHEFaedlcfkjNYWVbzgyPOXUCDwxnprqQoTRIuvmKtZiLs'
     'Sh/AHLCcglfKIEZDBFTUVWSmahdRQOw',
     '4D',
     '4D:-0.75 QD:-0.75 KD:-0.75 3S:6.98 QS:9.17 2H:3.98'),
    # 2027-03-05
    ('HT1-AFOM-NSOKKUN',
     'FHyZklKLXDmzAGCEaedyNWTZnpqoPSkRBuKDOUYtFsLzQVwlrMixghJfvIcXmHbj/KZzMkmLWXUYlAKCLbgfmQPYZacylDBM'
     'xVOUzspJrdwHvetTuhoSqiXFnjWRIkNEG/DOPLWZKtyMSmAHBIjigdLKMCSNZRblmacGekYvOWxsJq',
     'KH',
     '10D:3.24 8H:14.96 9H:14.96 KH:-19.5 AH:-19.5'),
    # 2027-03-06
    ('HT1-AFOM-TDUVPKX',
     'LVvJklXxyEGzALKmOkNUBFHyafzhpntrbqgdsuwocGvlIxEZieSYjXDWJRCVMQPT/WXxYlmBEUKMZALKkBMzJNXSVamujCEt'
     'yOPWYDFrxGZwHcshgQvqUniplbeoTfIRd/AJZHIYLMkWwyABLEMyJFRWVUcadgXmZQNYSwC',
     'QS',
     '3D:7.86 QS:-1.1 KS:9.49 6H:6.96 9H:5.59 10H:5.59 QH:5.59'),
    # 2027-03-07
    ('HT1-AFOM-VHIRXZH',
     'KRlMXmIJzFLkAJHKadfhBECIOkRQbejgStyPonruizclGMZLNUqxVpwTWFvXmYDs/HImMSXJkzVWlAFDMcabmdeglBCyKEvH'
     'rfjhuNQOxGpIoiYkZJWLXqTnVsStUzRwP/GZwJlmYkzOPyAkHGONmYbjdlafecSRZuBCzIPxsXpywMhrgiUToLqWnKtVFJvQ'
     'ED/AJIFGMLDXTZWegfmjclhNKURQPOyVwSCxprtsqno',
     '9H',
     '2S:8.73 QS:15.01 9H:4.47'),
    # 2027-03-08
    ('HT1-AFOM-GZHBJFJ',
     'LTWMklvwyKXYAEMDIBJLghfieSbaFGCyHPOKonQsVXTR',
     '5H',
     'KD:-0.23 AD:-0.23 5H:-3.46 6H:-3.46 AH:7.28'),
    # 2027-03-09
    ('HT1-AFOM-SHFOWGW',
     'ZmzYklEJxIKyAMCJDkEBahelNWSZdgfcOTPXHtGFnsopQUyzbwmjqYvuxKriVILR/PRySWlJZmHkzAMHyCkxBdablcgzhPWZ'
     'TpnoLqsrKNRSvejwiEuYDFtXIfmQVJOUG/XvxBCZLMYFKwALKJGFEBRQXZCDyl',
     '3S',
     '9C:-11.54 10C:-11.54 AC:-11.54 9D:-10.95 JD:-12.49 KD:-12.49 3S:-17.09 QS:-12.2 AS:-12.2'),
    # 2027-03-10
    ('HT1-AFOM-FITNBDP',
     'WmxIXyLRzHklAMGICBELalejQPXZNVTyrpoqHFwDJmvzkdgnixfYhWbUcutSKOsR/NpqTxzGHIMSvALGMfecgCvBFksahYPW'
     'Nltwimurb',
     'QH',
     '8D:-7.11 9D:-7.11 5S:-2.79 QH:-19.5 KH:-19.5 AH:-19.5'),
    # 2027-03-11
    ('HT1-AFOM-GUPYUEL',
     'RYzFLlZmwkxyAJIzNkPTBCHtajfmOyQSDEKobgldFGMnqYpwceXvhWusiUrZxRLV/ZkyIKLYmvwxzAHKYgeUlXVTSZWRPQON'
     'JabmGcMj',
     '6C',
     '3C:4.66 6C:-0.69 7C:-0.69 10C:-0.69 KC:-0.69 7H:2.91 8H:2.91'),
    # 2027-03-12
    ('HT1-AFOM-UTQYGQL',
     'LNQMOSklmZxzAKIMbmjfCBEyagdiewuchvslDFHrNXWZGLoknVYzqpUTJtSRxQOP/YwxXlmWkzLZyAEBICJDKafdjclkhFHL'
     'xorsqGzMwptmnNXWZRVUTgSeyYQPviObu/LuzMZlKmxIUWALEKfacUbhdVOQPNBIYHCgMDZ',
     'QH',
     '7C:-3.28 6S:-2.75 10S:-2.75 JS:-2.75 QS:-2.23 AS:-1.4 QH:-6.08'),
    # 2027-03-13
    ('HT1-AFOM-IKDDYZZ',
     'XkwIKWSUzLmxACKBWURNgdhiPyOZJkESuosrLwGeMQHf',
     'AS',
     '5C:13.76 7C:13.76 AS:8.07 5H:13.51 QH:13.33'),
    # 2027-03-14
    ('HT1-AFOM-HPXDRXJ',
     'klmKMyYxzLQSAIDJONYWacbyBkECFGLvQPVznpsutrqwRUXxHhjZogTmKeflMdSi/HyzEKlJLxMWmAIFLNWQXORkPTMzVCJq'
     'HonswSUpyrmhvtugGjfblExeDiZdaKYcB/GMWSZmJkzYxyAMLJNZQYOkRXDHzEPwyWnqurahtbBFIvSlxUTVjpKeCGidgsmc'
     'fo/AHLGMBKJTQVYSN',
     '6D',
     '3D:-1.61 6D:-4.56 9D:-1.17 JD:-1.17 QD:-1.17'),
    # 2027-03-15
    ('HT1-AFOM-QMLOKMR',
     'AnpJMNVWwklvABKIjkafSFNVelbhXcTWYiUPZdOQgnCwmtMr',
     'KH',
     '7H:12.51 10H:13.3 KH:-19.5 AH:-19.5'),
    # 2027-03-16
    ('HT1-AFOM-CJFEGVQ',
     'FMmAkxIKOLZzAGLMajeiHCyFonwsbgdIqpJzutrKchfDSBWY',
     '4D',
     '4D:8.16 5D:8.16 10D:16.02 AD:16.08'),
    # 2027-03-17
    ('HT1-AFOM-YXKNVTN',
     'GYmIJklyzMQZAMGKbdalecigNWzVBEDmfhjkOLZYntrpPSyRCFsvHqXJIwoUxuQT/JZzMXyFHmWklAKkJQPZXahelNzyVFYD'
     'MbmjfGWCEHiBcIULxdwugOvrTsSqptRon/NqsWxzGvyORVAsEGlbfhMIqLJCaFkcgeKVmHDONB',
     'QD',
     'QD:-7.76 KD:-7.76 AD:-7.76 10H:14.02 JH:14.02 KH:14.64'),
    # 2027-03-18
    ('HT1-AFOM-VDYLZFB',
     'DHyYklXmzKLWAEJLablmdhfiBFKMCkGxNZRYPOTXQSywUuvVejogpInzrqHtcsWD/MQmGXkIYZJxzADJMCBIFfieajc',
     '5S',
     '5S:-3.28 QS:7.98 KS:0.22'),
    # 2027-03-19
    ('HT1-AFOM-FEHINGX',
     'LTlZxzKkmMXYAKDLafdeNUSWcjibOPXVYTQkMJZInlrvgyhzExCuFwBqGtHpmoRs/NkyDlmIJYLMzAkBJPzRxNrQtnpuqOoT'
     'swMvmdahlbjigULSKVHXefcYGyDWFZCIE/TlxLWYXZzKkmAKFLNZUTOkxYCDBMEyGJaljzbdumnowtPRvrHpqWsigVIhfSXe'
     'cQ/AFHJdfimYUSWbeawporyQPVXBDKxnsTqcGh',
     'KC',
     'KC:0.04 6D:3.17 AD:3.17 9H:3.18 10H:3.18'),
    # 2027-03-20
    ('HT1-AFOM-JHODPFR',
     'YZlNRwILzMkmAKwIabzmnloypuZtCBvLqkYsNVSJEFDXcdixOQWHefTrgRUjMhPG/JPxXkyTZlCIzALKJOzPNQXVsqponulr'
     'tbdcxfaweiMvhEDYkTISyGFWmHCUjZBRg/KlmLQZXxzGYyALEHaedmbizhnoysBIvxcuwgCJptOZXYQNkPRUGMqflVrFKTWD'
     'jS/AKEIYRVXNSQHPOkfTtBhU',
     '9H',
     '4C:-0.36 8C:-1.29 JC:-1.29 2S:-0.18 6S:-0.64 JS:-1.42 AS:-1.64 9H:-4.98'),
    # 2027-03-21
    ('HT1-AFOM-HXIAVJG',
     'WlmHYZLVwUyzAMCHOXSVWRPUadbeTkQxntqschfzDBIvrmZpJlFLoujYKiEGygNw/QXmklzIVwKxyAIGECFBMHDKmcbafPNO'
     'kVyXzQpWxorsnRLZuqjYltiUJvhTgweSd/GHlKZkLMyDFYAGKCPWYXfamLVSjNZTBORUnQMIHt',
     'QH',
     '4H:0.59 9H:-16.32 10H:-16.32 QH:-19.5 KH:-19.5 AH:-19.5'),
    # 2027-03-22
    ('HT1-AFOM-MFAXFQZ',
     'TklGLXMNuKYzABKkFlLMigZdPYTXQOeWacvfoqnpusrhNHUjRmS',
     '10C',
     '10C:6.5 JH:10.5 KH:10.5 AH:10.5'),
    # 2027-03-23
    ('HT1-AFOM-ZMRIEOY',
     'LOTKmyVlzCEkAMlFNYkWPwQRajicSuOypsoqbxdgVhUmXfTKrenJtEZIvDLHzCBG/BFPDISUwxNTzABDMhaikXUTPYWQjSON'
     'eVnRJZozqIpCHltbEmrcK',
     'KH',
     '7S:14.5 10H:16.03 KH:-1.32'),
    # 2027-03-24
    ('HT1-AFOM-UTINSPK',
     'MlmTWkXxzHIyAMFGEDzBnsupahgePmOZcjibQlWXdyrkCxHLotVvIJwUKTfYqSNR/WkxAIzXYyMUZAyBLonpuajdeECrDFGY'
     'MfgzcRNQZswvXJIVmWTSUKHPlxtbikqOh/VmyEIYMZzLkwAKIMBLGENWTZDkCropuqaijlOSRzFYHwsnyXUQxfhgveVPtdmb'
     'Jc/AKDCMJHLBEIGYSXWighfRUQZbmulOvVPtrq',
     '3H',
     '3H:-5.61 4H:-5.61 JH:-1.48 QH:-1.48 AH:-1.48'),
    # 2027-03-25
    ('HT1-AFOM-HZMLTDQ',
     'MklIKVJmzTXwAyDCQPmXblajRUzTnopuSVvOtLskIFwHKJrGWhNMYEqgZcifxBde/IKPVWlMZmGXzAGKDNWZYBEIkPVyUamg'
     'fbcelpqwvOQuxRrMXFtjCSsiLTohJzndH/NdeDWXGMxIlmADGHcbaQIBEJKtCFLlNwMndsZSkV',
     '10H',
     '3H:10.89 6H:10.57 10H:-19.5 QH:-19.5 KH:-19.5 AH:-19.5'),
    # 2027-03-26
    ('HT1-AFOM-GPIYDUI',
     'RVyLZwDGkYmzAFLMPYXZbefjackiDCEwNOTzoqnvdpgyBsuKGxrtHmVWIlUSJhRQ/FHZNUwYxyklmAKHCOZXYdabmPQNyRTx'
     'WEDwBIFsGJMqLSUukorvpchgiefzjVtln/UkyKWYLMZBwzAMIJcbhfQOPmRNZlCBFKSxzXTVtwnrqpidguEDksGvyoHjUYLa'
     'eW/AMCGBJHLVZTXDKEFijfmWUSQgabkIhR',
     'JH',
     '2D:-1.63 3D:-1.63 4S:-1.77 5S:-1.77 6S:-1.77 JH:-6.47'),
    # 2027-03-27
    ('HT1-AFOM-BOONUYI',
     'XvznquTUwDxyAGCJLHwKQOYNhjmagbdxVISPMBsDzpTtXqURZcW',
     '6C',
     '6C:-3.83 7C:-3.83 3H:8.11 KH:2.37'),
    # 2027-03-28
    ('HT1-AFOM-BACQBKH',
     'LZzMkmGIxJOuALBIcbdaDCzMnsqyejivQlOZNRxurhpwPUHtVgoTXGKYSkfJWmFE/ahpRuxDKyIWkAGFChlgkPyNOMJIHuDq'
     'svErp',
     'JH',
     '6D:-4.05 10D:-7.33 QD:-11.74 KD:-11.74 JH:-19.5 QH:-19.5 AH:-19.5'),
    # 2027-03-29
    ('HT1-AFOM-TEULHDB',
     'XlyHJzMQwkmxAFlLbifgNPZzaewchumdByCMOkSvnsqrjWxYHGDXIEtVJRpUKQoT/EKkRZmLMyHYzAIFmNXTynorqdechagz'
     'fCBExspuYGDKtQPwOibvWjZMVkSLUlRJH/TbrIUWEvxMPzAJHrKFsDOYQUejimLBtIVSRWnvouECTq',
     'QD',
     '8C:4.02 QD:-0.21 AD:-0.21 JH:4.14 QH:4.14'),
    # 2027-03-30
    ('HT1-AFOM-DYAVGSY',
     'IJlYmzTVkKMyAEMJbdciBGFLCkKINXYVfeylprgqhavjSzRZnstTuQoxDwPWHmOU/kxyFMZKXYLlzAkCKDEbMhaliVTSNWRZ'
     'UQXLPegj',
     'JH',
     '7C:-1.95 8C:-1.95 9C:-1.95 10C:-1.95 JC:-1.95 3D:0.39 JH:-5.27'),
    # 2027-03-31
    ('HT1-AFOM-TYOYNZP',
     'YZzMTWGKXklmAMKLaedbgczfhlujBFDGNVZWnrpqiymtCHvxoUwsQSYTIPXEJORk/ensJYmBkvPToAEDKijghIBbLVWNOUkP'
     'XHJCQmaReYvSfMFTl',
     '5H',
     '5H:0.42 JH:3.41 KH:4.16 AH:4.16'),
    # 2027-04-01
    ('HT1-AFOM-VINUTET',
     'XZxlyzKMYIkwAMLGebxdnoqzNYkXPwOVaghrpZvucjtWQJSyBmKIRHUlCisFDEfT/ZlxKQYMTzJkyALIKPONTcabredhpRQz'
     'kEDMJfglYUSwyVXvtBsHxquGoWFnmZCij/KLVMZlHXkGUyAHFKhimbDGLMCEBjTURZecIaPXpSnqovQOJVNwYr',
     '8S',
     '5S:6.36 8S:-2.15 QS:6.59'),
    # 2027-04-02
    ('HT1-AFOM-EBAFBGT',
     'HYzUXZJlyFMkACJMdcelONYZfbga',
     '6C',
     '6C:-5.89 7C:-5.89 9S:-2.54 10S:-2.54 JS:-2.54 QS:9.76 AS:-2.54'),
    # 2027-04-03
    ('HT1-AFOM-UHNAOBY',
     'XkyLmzFMUJVlAHLMCBDmPzROEGkwNQuUSVXtajflWYoTdcsvZhqrxgnpyeIKibFJ/KMkLQXFHlUZmAmMLBCDwEsGxptrqaef'
     'dnuvoghZcOYkXPzNlRyQjSKVIiHUbWFTJ/RgqDXYIKZWmzABICOVQXc',
     '3S',
     '3S:-7.81 JS:-4.73 QS:4.13 KS:-1.53'),
    # 2027-04-04
    ('HT1-AFOM-LPXFPCW',
     'VYxZlmLMzFGkAMJKNRYZPOkWamgiQTsVBlLHnpquSUGyoFvXbczeCIhwjftExdrD/DErLvyMYmHKWACBLVUTRXPWSlifakjg'
     'btshq',
     '10H',
     '2H:9.55 4H:9.52 10H:-19.5 JH:-19.5 QH:-19.5 KH:-19.5 AH:-19.5'),
    # 2027-04-05
    ('HT1-AFOM-SUCQKUK',
     'KLlVkzMWuXZyAMyLBxHFPOWZadgmbfhkNuQwnopjRiStqsrGlzevIEDYJVCXKTcU/YlzHIWLZkKMyAMCJBlELPONWcbfiajh'
     'ySRVYdxeuvstowqrIZXUTgnzHkKpGmDQF/IxzMYZJLUklmALFIOTRZNSkPCDHMBJmiUyzWQVuxXtvYrnpqswlofecKhdgGja'
     'bE/ABHKDELIhedmbilgVWZQGMFwXYSTzuvtons',
     '6H',
     '4H:8.17 6H:5.45 QH:8.25 KH:8.25'),
    # 2027-04-06
    ('HT1-AFOM-RETDVRP',
     'VlyIJkGHzMYmAMBJClILbeahPXYZNSRmUzwTqpoyOWxnrvKucijfstHFdgEVGDQk/MTzLxyklmDXvAMLHbcmhPXVyadflEDz'
     'CQROxnpsqjeviBkGtorwZFYKgUTJWSuNI/YlxIRXGHkLZyALlIZYWPafgeCBtmsrnoXUvVEDyNJFcOT',
     'QS',
     '8C:4.41 9C:4.41 AC:5.74 QS:-5.68 9H:2.34'),
    # 2027-04-07
    ('HT1-AFOM-NYJADJA',
     'WZwMYzQRxLklAIGCbljdNZYXazihPSOvBmDxEuFyJwHpLrKoVWtUcsTgefnRqMQk/KLkDRsMXwBYlAJIKORXYWPZUbgdcGEL'
     'DCrHBMFkspjofnQz',
     '10S',
     '2D:-3.46 7D:-3.46 8D:-3.46 10D:-3.46 10S:-6.5'),
    # 2027-04-08
    ('HT1-AFOM-NVRXHGN',
     'DKmPklMZxLVWAEMLacblCFvDNYmXdifhjexgBkGuOQzPoqrpRZWyHVIwJtsUKTnS/MUZNYmHkyWlzAIHBNkOZPQyXnroqRYs'
     'WagljSUtpDCGzbidmcfxwJvFEKVMhueLT/AJkUWyMYxKLmAFMKfcbliOdgW',
     'QD',
     '4D:-3.11 5D:-3.11 6D:-3.11 7D:-3.11 10D:-3.19 QD:-19.5 KD:-19.5 AD:-19.5'),
    # 2027-04-09
    ('HT1-AFOM-SGFDBLU',
     'IVWJMlZmxKLSADCIhdgeTPQUbzamrqpntuslByEkNZSYcLwjFxGoOVMvWJiRXHfK/LMlVXkIQWYyzAFBkNMZWOQYmaledbvc'
     'iCGtDoXpnqrLVEHUKIzJTgSxfhRwyjPus/ANeHvyILYKVuAGIKBFHJWVTRLCNyMDmvYOsSZXeUkbhgwupc',
     'QH',
     '3H:13.04 6H:13.23 QH:-19.5 AH:-19.5'),
    # 2027-04-10
    ('HT1-AFOM-NISSUQH',
     'MPlWwyDLzZkmAKiFejOmGCdBZTVRNUQzqypxavclbwJghfSr',
     '2H',
     'QS:12.36 2H:0.06 8H:8.94 9H:8.94'),
    # 2027-04-11
    ('HT1-AFOM-RUCSNKN',
     'HJmMxzUlyKWkAMIKdecmahgfjlkiBZFLCDXJNOUWSQzRnrsqEywHvutoVxPTYGpb/RmwLlzIYZDvxABDkedfgCEwJNUTPIFX'
     'GhWil',
     '3S',
     '9C:-1.39 QC:-1.39 KC:-1.39 AC:-1.39 3S:-4.39 4S:-4.39 AH:-1.3'),
    # 2027-04-12
    ('HT1-AFOM-NRCUWQX',
     'FlxDTzLNSWZkACFJDBkycjdlaeivNZPTOxzVEswHGIYuSRrqKXpoLWnmtUghMQbf/kmzWYyEXZLPTAMJLBDvKpoqubafhEiF'
     'CrnsVwTzydtxcgYZejWXRkUIPlSHOmQGN/FWxIKLMkzJXYAJCIihej',
     '2D',
     'AC:-3.27 2D:-18.32 2S:-1.66 4S:-3.1 5S:-3.1 QS:3.15 KS:-2.15 AS:-2.15'),
    # 2027-04-13
    ('HT1-AFOM-NGBBSNG',
     'YkmHKlJSvLMxAJFkNTRtBzDvbihmadcfCyEsenxjOoPuSrQlUqWKYIXpgHZMwGVL/OYyMmvBklUVWADzKbcajighlNZYmROv'
     'QrqpnwtouxyMsdfkXBWGLECVJHFSUeIPT/MmzISXKlxLUkAJLMCFKBfedIabmGTROUhPylgkEwDHt',
     'QH',
     '10D:0.77 JD:0.77 KD:0.71 10S:0.11 JS:0.11 QH:-4.05'),
    # 2027-04-14
    ('HT1-AFOM-YWYARSS',
     'MTVDGkKXzLmyAMJKchgmaxebDCBwEFIudqfzGHLoiZknpXvYSRQUNyTtVsPlWrOj/OlmVYzJWZIkyAEDMbfehackjBmFLNUS'
     'YgdylOVWTonpzrtqxPwZRGCXHsKuiIQvJ/MQmXlzHKZDIyAMlKQPZVaydcROwSBGzCWUvtYXuqgefnhxbLisrIjopFkTJEmN'
     'HD/ABEJjgifaedcNWSPDrKHxs',
     '10H',
     '3H:-2.04 10H:-4.96 JH:-4.96 KH:-1.2'),
    # 2027-04-15
    ('HT1-AFOM-SCLWMEG',
     'JLXklxMWZKyzAKJCagbhcdwlBMILPmOQoqnrNkRzSyTxEuvDUsVtWFXpGjZfHiYe/LMzJZyISYUmxAMKINZYUbamjBEJDfce'
     'zPQkOCxFypounSvtRTlrXqWiLsVgHwhdG/QbqGKSHMTCNpAJHCKEuBm',
     'QS',
     '5S:17.21 QS:4.2 KS:16.73'),
    # 2027-04-16
    ('HT1-AFOM-IEBOGUR',
     'GZvLxzMRyklmAMkGamjiNZzXBCEuOPQxposrRSTLUJWtdchgqIwnHlvFyfYDKeVb/HVXCJZTYlMSmAKJlNZYSCwBHDFqEsWr'
     'otUpnabchgfdmuvzTeRMyiQLxjPIXkOGV/HlxLkzMSmIWyAJHLPNOlFMIKQTxknprobmgiRVtzDCGvdefcWqwUyEuXYBsSZa'
     'jh/AMJIHKFGjihefmlC',
     '8S',
     '7D:5.12 8D:5.12 10D:5.79 JD:5.79 2S:5.72 8S:2.28 QS:13.45'),
    # 2027-04-17
    ('HT1-AFOM-WBOFFTH',
     'MZzGLWHKkFVxAMLKBGDJElyCFzuHontsbdajpZqvrwhYQPOkRTSmcXexgVfWiIUN/PRkFmzQYxHMlAkCEOMNmcabfdihZjgy'
     'LQlPJSKRIrtpsBvDxFuGnqVoYeUzXHTwW/OTyBCvYlmIkzAFEIQOPYDkGCaiheNwRUfcdWTVuSBKzJnoxvHrMtgsjbLZmqyX'
     'lp/AGFETSZWIJCMBzHD',
     'QC',
     'QC:-12.87 KC:-12.87 3D:-0.14 6S:-0.34 9S:0.04 3H:5.03 JH:-3.38 QH:-3.38 KH:-3.38'),
    # 2027-04-18
    ('HT1-AFOM-WTPTPZI',
     'JZvklmCxyVXzALkKbmfacezdCBDrnpsoQPZYqlutHEGWIXFiwVvhxRjgyOJTMNUS/SkzHYZLWmIKlALKEafejbclkNVQXCBz'
     'MdgxiOYWwDFIvpontPuRZGmJqrTyhHUsS/MSzKLkRvyIZmAHJMBKFIPNOSbafmTlQRUzWynqpjCxDLrsoGhtgeuZEkvXdYwV'
     'ci/ALCDBJEKZTUSdcifbahmQONkVRPxusqnWwgy',
     'QD',
     'QD:7.63 KD:7.63 3H:13.72 10H:13.5'),
    # 2027-04-19
    ('HT1-AFOM-CJSMTAW',
     'UVlHxzGSXOkyAlHMakjiBZzCNQPRbfycSOTxUrXwpqtohguLVnsJvmKIWeGFYdED/YklBEmMxzLOPAKIMNTYXCBzLOkyZpol'
     'nqrJwaejiPhtWQRHmSGEVsuFDvfcxUgdb/KvxZyzIUXGMlAKDJPOXVaedgQUSkBFxzNwRtomnvcyblGuqEHrZCspYjLhWIMf'
     'Ti/AIMLfgjmCGEH',
     'KD',
     'JC:3.27 QC:3.27 3D:3.04 KD:-0.32'),
    # 2027-04-20
    ('HT1-AFOM-IOFNWOE',
     'vwxILZMUkWyzAFXKjhfcZTWYPUSOMJvIDCdLNV',
     'KH',
     '8C:6.95 9C:6.95 2S:12.05 8S:11.97 KS:7.09 KH:4.23 AH:4.23'),
    # 2027-04-21
    ('HT1-AFOM-AJQTLRC',
     'KvyGIzLWkZlxAKJMBEyCabgjDmwINWZYcizfPOSlFxvHGLspnroqdXukUhTRVeQt/IlmVYzJKkFMUALGIBFmHajglbdcxntr'
     'sCMyzONYkQKPwRJSvopqfTeUuXiWEZhVD/LUwMQzEkmFIKAFDMhlagBILzONTJbfwXKuYCcUrm',
     '5S',
     '6C:-2.51 8C:-2.51 9C:-2.51 5S:-5.5 6S:-5.5 QS:9.49'),
    # 2027-04-22
    ('HT1-AFOM-UIOYRQI',
     'klwAcoILWFJYALHGhalfVQWYegcjD',
     '4C',
     '4C:-4.72 6C:-0.36 7C:-0.36 JC:1.77 AC:2.3'),
    # 2027-04-23
    ('HT1-AFOM-CPREIHV',
     'FWyXZzMvwHYxAKMLRVSZCEHBYWXTcehijgfmaI',
     '5S',
     '5S:-11.59 QS:8.46 KS:-3.44'),
    # 2027-04-24
    ('HT1-AFOM-RQQPMXZ',
     'LWwVvyMZkUxzAJLKPOZUBDmIebalchkgCEwHFMGuQNRYVTSWdjszvrtpXqxiyonf/LVzZxyMYmIklAMILalfjBFGKCHzyPNZ'
     'YbmktORSxnovuQwTrUhXsDqpgEiWeJdVc/TcpKMWXmvLYZAKHDdefgcijrXUTWkshblLaGmVtM',
     'QH',
     '10C:-6.54 9H:13.36 10H:13.36 QH:-19.5 KH:-19.5 AH:-19.5'),
    # 2027-04-25
    ('HT1-AFOM-TONQILC',
     'KMXLkxUlyImzAMLGajdmcbelBFDEfhgyOkPNQTSxIHCwJKvuRtUWqopZisrYzXnV/PRdQXZHSUKLxAFBJQUlVNTScZHKY',
     'QD',
     'QD:-18.32 QS:-11.42 AS:-12'),
    # 2027-04-26
    ('HT1-AFOM-KRBMDVX',
     'EGvCXmYZzPklAGFMalfmbegdNSXZhicjCBkEOTYVDoxJHKnwpUrqtsyRLQvIzPuW/ADFGVYTxzKmwAGRHjgebXWYSLxICVTw'
     'UhcfDkdat',
     '5D',
     '5D:-4.03 AD:-4.03 KS:10.29 7H:13.55 10H:13.72 KH:13.72'),
    # 2027-04-27
    ('HT1-AFOM-WWKGVBG',
     'YkwlyzFJSMTVALBJNlSXCEzFbekjGytDIvsHrqpMUuRTwomKWniVxhfQYgdPZacO/XZkKTxLVmYlzAHLEClMKZWVYGBFyIDP'
     'cRNmQXOdunxrq',
     '9S',
     '7D:16.65 8D:16.65 9D:16.65 9S:1.56 JS:5.07'),
    # 2027-04-28
    ('HT1-AFOM-QFSFJLG',
     'JXlKZkLYzMmyAMJKBCFLaebhROQXDkEIfgdiNTSZczmlnjovUyPWprtVuHqsxGwY/CMWYlmGkyLVvAKEMbdhiaclkNTQWBrF'
     'LOuRzonvtPsSyUwVjXIYJpHxfgDmeqGZC/HPsGJzLOVUXyABIKTQPkLjHFMRCGZSfJhXabONszVUDwlYtempug',
     'JD',
     'JD:-11.62 5S:15.72 QH:13.18'),
    # 2027-04-29
    ('HT1-AFOM-QQITRUK',
     'LlmEHRKMzWZyALHMBFmEbdcgPZOXQlNzjihpYxSoWwRKVvkJUusITtfGyqnDreaC/kwxVmzIJYQTlALlMigejPk',
     '3D',
     '3D:0.98 6D:10.29 7D:10.29 10D:12.61 JD:12.61 QD:12.61'),
    # 2027-04-30
    ('HT1-AFOM-DVCBODJ',
     'BJmIwyNWkMZxAkMJjihflcyNrponYuFS',
     'AD',
     '5D:17.09 6D:17.09 8D:17.09 10D:17.15 AD:2.03 3S:10.28 6S:10.28 QH:14.78'),
    # 2027-05-01
    ('HT1-AFOM-VCRGTPJ',
     'FHklyzEGWJNVAJHDbkjiBzCxafudNZTWPOtXnorqSpRQgewMyIvYhcsLlGVKmEUF/lmzJLwMTyWZkAIFMcjfiOVQYNRmPGEC'
     'BKHJyWlxUsprnutqXdabhekzwgDLTZovS/MwzLYyJXlFkmALGDgjmaEMCHdhcibzxerpoqOFVUByIkJnwYlfPt',
     'QC',
     'QC:-3.35 6D:18.5 QD:17.65'),
    # 2027-05-02
    ('HT1-AFOM-PICNLUW',
     'ZkzVXmACYMWvAMLmcabldhkgFXDJOZVYKuCIoqjpPNWzvtnixwUfEyTBGsSeHrQR/WlmHJZKMyQUzAMFLcalkBCKznsrqNWZ'
     'YbgfmDGyxdjiwPOvpRQuJTSoHVUIhXtEe/TlzILyJMmVkxAMkGajedcbymBxzCDFusorZqflwhNQvWSRPtUTnpVOLKgYIJiX'
     'EH/ALJKifmZXUSNYVTPdWjgDvMFeGchoqnxBQECrpOwbuy',
     '2S',
     '2S:-2.5 QS:15.5 KS:15.5'),
    # 2027-05-03
    ('HT1-AFOM-DDRYWIO',
     'DbdJKMLltHmyAJLEimha',
     '9C',
     '9C:-8.69 10C:-8.69 QD:-4.84 QS:-0.82'),
    # 2027-05-04
    ('HT1-AFOM-DSAEQRE',
     'NQlDHmIxzZkyALlHGwFEnouzcfgmaheiNXUZqpWxjkrdsYTvCJVDKQBMRyPSbItO/SZvLkmMlzWXyAMHKPOZkbalgedimcfy'
     'xnwvuBCEzhjXqoWItprUTsRGLVQSJYNDF/FLxCYlmyzMRWAJkBCzMLNZYVEDywFHuvOQPXSqTRcaxbehrdpKotfjIlnmsUWG'
     'ig/ACLMSNXYWORUBEHDTPZ',
     'QS',
     '7C:4.22 8C:4.22 QS:-6.05 AS:4.92 3H:4.83 5H:4.52 7H:4.39 8H:4.39 KH:4.33'),
    # 2027-05-05
    ('HT1-AFOM-RJJJMKN',
     'WXmJLlKVzEuyAMDLbmkgQlPNRJOIWjVHXiUGYhTFZeSEopzyCvxBKuwrdctafsqn/YZlKwzLWySkxAIEGLFBHdhieYTWOCJy'
     'kuots',
     'QC',
     'QC:-9.42 AC:-9.42 7S:0.78 8S:0.78 2H:13.77 JH:12.81 AH:-5.81'),
    # 2027-05-06
    ('HT1-AFOM-ZBBOTKD',
     'EHyJWmZlzLUVALIMOZXkBxCKDzwHamldbeucptonNyWTvsVhjiUgGrSFJqREYQPf/MYZIUVXkyLlzAGCLQOTXNRPUejldgah'
     'mcbfiVkBWMHnEKIwFZuyxY',
     '10H',
     'JC:1.76 5H:0.09 10H:-2.69'),
    # 2027-05-07
    ('HT1-AFOM-ERLWLDD',
     'EkyOTlZmxQYzAMzKBwEDFCGuHsILOZYkbnalcgXipotWvVrUxSqThRefjQydmNJP/CKPklzMUXYxyAKkJBzDLoqprNYWOdbc'
     'iGIFwefaMPsTSHyEnUxRmVuQlXtvjZhCg/QVyCXYWmzLZlALKIPOYWBDkJNRzZafemnrpuCHlFoitsbjxhGMgEqSyXQTwdUv'
     'cV/AKHBTRXVYWNSdijmceflLFIMGECZD',
     'QS',
     '3D:3.89 QS:-6.35 2H:5.48 5H:5.49 7H:5.52 JH:6.38'),
    # 2027-05-08
    ('HT1-AFOM-VAATGDJ',
     'QTlFZzIMyUVkAMJmbcafdgkjBlHLhuezDCrFNyUTnqpxEGYZoXSwItWRKsiPvVQO/KSyEHVJYlNnqAIKMfbhajmclLGJBSVP'
     'TOQXZgxeUkrwNi',
     '10H',
     '4C:-1.41 5C:-1.41 6C:-1.41 9C:-1.24 10H:-4.72'),
    # 2027-05-09
    ('HT1-AFOM-MDCSWWG',
     'MYxSUyLXlHmzAILHNVYUdeacQOkFRPmxypwurn',
     '5H',
     '5H:-5.66 7H:-2.84 8H:-2.84 AH:-1.88'),
    # 2027-05-10
    ('HT1-AFOM-LKQQFDG',
     'JmyHklILZOXxACJHNUZYahglQuPScbjxspqrEBDkFtzwGXyvIWnoKVmfLTieMORd/IktGZzWXmMSYAIKEigbdCxLJYROVSk',
     '4D',
     '4D:-1.68 5D:-1.68 9D:9.76 AD:11.13'),
    # 2027-05-11
    ('HT1-AFOM-IIMZTLU',
     'LlmUYwMWxKPZAMKLEzDBnpowOWVQGyFJRkPtsurqbgcjhfemaYdZiXlICUxSHTvN/DEnKLYTVkFJmADKIfjicBFELWSPRMkC'
     'dXVtUYQGNZTle',
     '3D',
     '3D:-10.17 9S:-0.41 5H:13.63 QH:10.86 KH:10.86'),
    # 2027-05-12
    ('HT1-AFOM-HTHMLKP',
     'JLZClwMWzKxyAMKLdchlbfejNRPkBDGJQOTyigvwHxqFWtVsXpUrYnSIumoEzaZC/MwxTUXKZyHkzADBHWYXZbecafdhy',
     'KS',
     '6C:-5.35 6D:-4.87 7D:-4.87 8D:-4.87 9D:-4.87 10D:-4.87 JS:-4.11 KS:-8.36 AS:-8.36'),
    # 2027-05-13
    ('HT1-AFOM-PTPLYEH',
     'LYxKXtIMzJkmAKIHhemlSYTWgtfbiXz',
     '4S',
     '4S:2.85 5S:2.85 JS:5.99 QS:11.99'),
    # 2027-05-14
    ('HT1-AFOM-YOYMNXC',
     'IoqMVzHJTEvxABGFZIVWKDMHahimbjekLqzJEolCvrut',
     'JH',
     '6D:-4.86 QD:-9.64 JH:-19.5 QH:-19.5 KH:-19.5'),
    # 2027-05-15
    ('HT1-AFOM-UMTDGCR',
     'FZmSTlWkyUxzAzBLNWVZCIHxopnuDJGvdjcmbigaROQPSkUsrhwqTyXfYFlMtEKe/GHvLWYZkzKXyALFMCBmDdyacnopqbgK'
     'euXtYwJvjzIxWZUNVhTsfiErSkQHRlPGO/CXwLkmMPYOlzALMJNZXkahejPOwyQRsxbdciSUprgfmvBuGEVnoTWHKYqzDIlC'
     'Ft/AJHBZYWXPxUSdgljRqNOebihaLmcnovp',
     '7S',
     '8C:8.95 10C:8.95 7S:2.19 KH:5.37 AH:5.37'),
    # 2027-05-16
    ('HT1-AFOM-WFCHUXZ',
     'TlmXZzSUvKLYAHxEIpFGahjgBUDqJNCbYTZSevkc',
     'QC',
     'QC:-15.71 KC:-15.71 AC:-15.71 JD:-3.7 7S:10.35 9H:12.05'),
    # 2027-05-17
    ('HT1-AFOM-JBSDOAZ',
     'ZklKLYEFUGmzAJLFagblOYXNdxmkBDKEPTzSCGvsoZqnQUyVcewpRWMjtIiruHfh/MlxILZFkzHmwAMLFaehmcbfkPOlZCzH'
     'GNxuYRQrtSVqogdjvEsyDIWwBJUXpKTin/QabAElDcrFJkACFMehcjNYP',
     'AD',
     '9D:0.23 QD:0.9 AD:-3.49'),
    # 2027-05-18
    ('HT1-AFOM-BZXAQEX',
     'UWxJTXIVZtwzABJIMGLEXVYUhlegWTQsxvKtPONHFCRDnqS',
     '3H',
     '3H:-6.5 4H:-6.5 9H:-3.5 JH:-3.5 AH:-3.5'),
    # 2027-05-19
    ('HT1-AFOM-UVPESUJ',
     'XxyGHlKZzSVmAMJyBCxHNZVXFEtGbageDplLImowKvnrzuWqhscfiUQdjTPYkSOR/JXyKmxklzLRSAMJKPOmZNQXxaclpnLs'
     'qbefWTSywrUtodgkGvFiuzRhjVECIYDBH/XklMUZTvzWmxABIKfcebUYWXGQFLP',
     '3D',
     '3D:-2.64 6D:0.38 8D:1.6'),
    # 2027-05-20
    ('HT1-AFOM-YOSUOMQ',
     'PQdUVWRTYIZzADFBGICEKJHujcaeZPUYXQVN',
     'QH',
     'KC:1.75 7D:-11.93 7H:-15.9 8H:-15.9 QH:-19.43 KH:-19.43 AH:-19.43'),
    # 2027-05-21
    ('HT1-AFOM-IQVUZCG',
     'KRTYkmLlvDxyALGMamljONyTdfeibhgcCHvFQPxRrsqoSUtzVnwYWXEuZDKkpBJI/PeoHwyKMkSWzAGDICBLKHEUFXQWPYVN'
     'u',
     '8D',
     '8D:-5.95 AD:-5.95 KS:-1.32 AS:-1.32 7H:1.72 JH:-1.47 QH:-1.47 KH:-1.47'),
    # 2027-05-22
    ('HT1-AFOM-FTWEQLO',
     'TVXUZyLklGmzADCKFEMLhldjeaciIqBHnk',
     '3H',
     '3H:-3.63 4H:-3.63 7H:2.18 QH:9.96 AH:10.35'),
    # 2027-05-23
    ('HT1-AFOM-PJMQXJN',
     'ISkUvzKLmTVlAFEGPmOSBzHlfdeinprocbvjhgaqstkZuIYyJxDXKwCWLVRUMTNQ/HKWCMYVmvFLkAHMvcgihEKBqDClFPWY'
     'XZRkUrjpntmwobaed',
     '9H',
     '7S:15.5 9H:12.25 QH:12.25 AH:15.5'),
    # 2027-05-24
    ('HT1-AFOM-QCPWYUI',
     'ILmMZwEUXVkzAMKBagcmdbykONZXPQSRTLlUnorqCwEzHsGjuptivYIhxWFfJVDe/WkmMZlGIJHVzAJHFcamlPZYXbedjWSU'
     'VkyhiopnzNwxRBgvMCDTurfqLGQtEIOsK/KkmMWzLZlHwyALJKabmiBMEIedcjGzDFornyhkglPNVWOTwSstqUvufZCxRYHp'
     'QX/AGIJYXPZhjgaWTQSeiwfMHUECBVFpyxrdzbm',
     '8H',
     'QC:6.55 3D:6.54 QS:5.36 8H:1.43'),
    # 2027-05-25
    ('HT1-AFOM-JWLSOCD',
     'NYlBkzQRxFUuAlMmBxDycihjagwfosnqNkOUrZvtCpEYFXHedbuWzRJVKQITLPGS/DKzSVxZlmYkyAxCBajgePONZcfbdRQS'
     'mTlYzHDvGIKuJnrwshktXLqWFypViMoUE/MQvFIkLZzlmyAmMKbaelcikhPZTYByDIoqpnCxGFrustEJwvfdWXgjVHNQRzSL'
     'OU/AEKHjegaWROVdfhlJLIMBCG',
     'QS',
     '8D:3.02 QD:3.25 KD:3.25 QS:-4.67 3H:6.42 5H:6.43 JH:3.97 QH:3.97'),
    # 2027-05-26
    ('HT1-AFOM-JHHANFI',
     'HlzLRmJKyMUVAMFLejhbONJSagmkic',
     '8H',
     '4C:-3.46 5C:-3.46 4D:-2.28 8D:-3.12 9D:-3.12 10D:-3.12 KD:-3.21 AD:-3.21 8H:-6.32'),
    # 2027-05-27
    ('HT1-AFOM-NHLWEMW',
     'PRtEUYLZvVWXABIrMsJHTPYZekfdVQUhWRNiXSOv',
     'QH',
     'JS:-5.37 5H:13.63 9H:13.89 QH:-19.5 KH:-19.5 AH:-19.5'),
    # 2027-05-28
    ('HT1-AFOM-FRSOBRD',
     'SYvMkmPTlILxALzKafelgcydhiwbjvmtnqpuNkOQBsCZDWFrGYEUHXJToRxVISMP/MlmZyzDwxLVWAMIKFGELNkOTBWmHbfe'
     'lahxdrnpqUSRvXQVtYwPoZJujyDsgzCic/DdsLkuGMmIJXAFBDKIUHSQYONPVWjcalZRdkmgeLMJynGCfoxEsp',
     'AH',
     '8H:13.78 10H:14.56 AH:-19.5'),
    # 2027-05-29
    ('HT1-AFOM-WWVCAIO',
     'TklWXzGZyYmxAEBMaljiNXRYbfedOQPmgyckCzGFIKHupqotrsVnvUWZwThLxDSJ/MXmElzIJLPSkAGLkQPXTCBIVROmlgbd'
     'fihjeDEJUWSMcYNKzutswpvrnxoHqZaFy/GHVkyzMZwLlxAHFMOlNXPSxRnprzQZqYoLsyCmBGbadechjiIwEtuvKVfJUkWg'
     'DT/AEJKcfhaGCDIgudi',
     '3D',
     '7C:3.22 9C:3.22 3D:0.39 JD:4.96 QD:4.96 JS:5.46 AS:12.27 QH:6.09 KH:6.09'),
    # 2027-05-30
    ('HT1-AFOM-AWHHSOX',
     'ITzMXyDZlVkmAMLEcabzedfwBGyFNYSVghivPOQZCkHpTRxuontsDqIXrWlmKUJj/GXzMZyLklJmxAJGMaldzBmCDchbrqtp'
     'sONZkejxouvYnQPyLSRwKTUiIEgFWHVXf/IJYKZmRWzLklAFKWDRLGjbahBCEPNxOYTSyQdgclkemfUuVtnHv',
     '7H',
     '3H:-2.67 7H:-5.81 AH:-3'),
    # 2027-05-31
    ('HT1-AFOM-NKRFUPF',
     'IVyJKkHlzQWxAIKMBGFJNlWVaecidfybgskhnpoUtrTqwuRvExDZzmCYHjPXLQOS/ZlyGmxKPzBXYAKJkNYSUByDCajflORQ'
     'XEtFzTPvZbmwdGuHpcexsgorqhMWniLVI/LMNZlmGuxIJYAKBGihcbNXaYjsldmeFDCfILEZgJVOTkpHn',
     '3H',
     '3H:-6.5 6H:-3.44 9H:-3.47 JH:-3.5 QH:-3.5'),
    # 2027-06-01
    ('HT1-AFOM-VLLWJZB',
     'LYzKSZMmyIXkAKHIcbagdwflBGEMNXRZCFDLesmkPOYWopnxUzTyhuVvirStjJQq/JMYQxzLmyKZlAkBKbajmcdfiOyRSNQu'
     'ZTPUogelMpYnLqWtHvGsJhFwVxDrIzCXE/LXkMZlVWzBHmAMKJONUXClGHPkRWamihBDvzecdjQySVbfgrtospwZquIYxFLT'
     'nE/ABIGOUPTdcalgimkQVRZNSqhDCLwJfWFtnpHE',
     'JS',
     'JS:-6.5 3H:-1.04 7H:-2.5 AH:-3.04'),
    # 2027-06-02
    ('HT1-AFOM-TGAEQVK',
     'SkmILWExyMRzAKJDabmwONlRcdtjBCkLopvuPSQyeZfhFqIEVxzUWsMTXrHnYiGg/KZkWlyOmwHMzAMKGcabmedflBCDkNZY'
     'ThygznsqvExuFOtQPRUSLVwJrWpIoXiHj/MVXklmWYyIJZACBJcbmhONZXDFkERQWTagflPYSVdzeirnqpswvoGIKtLjHxMU'
     'yu/AHIJBKCFgeljGmZDkaiEdbcS',
     '7S',
     '5D:-0.06 9D:5.39 JD:6.91 KD:1.37 7S:-2.92 9S:-2.92'),
    # 2027-06-03
    ('HT1-AFOM-JHCDMNG',
     'HJKLkyMVmRWzALClQVTZPSmWbgajdcviDBzKpsqwerkfEMuJnhYyFxRHUItOXGoN/XZlLWYKMkHUmAMJEGBlLCIHzqmnpVUQ'
     'YDKgywTuvacfjokSxsrhRitePXWdOZFbN/FWXZmzCLkUwxAMFKbdalCGsEifmkNRUYOQtyBLJXcxjzPZrwDqIWoVnhuTpgvS'
     'He/AzBInoqyCEGxHuDmKjFrpltsvUwVLWMPTQaN',
     '8S',
     'JC:13.5 KD:13.04 AD:13.04 8S:9.67'),
    # 2027-06-04
    ('HT1-AFOM-JJOIRHI',
     'MWlJXmRTxHKkAzBMOXTVacjlbdehNPmZQkSufiywCxDIEFtKHGJqonrWsUpYvgLR/ZlyIYwRXkOmzAMKkCGvFajhldcemNZY'
     'XfgubnrpoPOyTQRzxStswUHLqVEiJWBDI/NdrCQVKMRIWYAFIDYNSPWOTRijmheKcaBMlJXfLQZgkUytvC',
     'AH',
     '4H:12.03 7H:11.05 JH:11.05 AH:-19.5'),
    # 2027-06-05
    ('HT1-AFOM-VGARBDH',
     'LMxKUZJRklmyAFMKabcmNzPOfkgjQSxZBCyLdwnlehuJqpVvTsURoIYrGHEXtDWi/QxzJklTWmIZyAGEmbahjdeciPZYOfgl'
     'vBrDCFzHopnsxNkSRTyQqVuUMWKwLXItJ/XlyGZmHMzKLYAEGBCHKkLxsIFyhDtumqbjefargcnXVv',
     '3H',
     'JC:-0.5 AC:-0.5 3H:-4.5 JH:-0.5 AH:-0.5'),
    # 2027-06-06
    ('HT1-AFOM-EOAWDQD',
     'UVxLMZYmzGXlAWFJCBzGHKDmtnsrbajgdhcZXTOYeixLSQyPvuoq',
     '10C',
     '10C:9.24 QS:15.28 KS:12.39'),
    # 2027-06-07
    ('HT1-AFOM-BIOFXRI',
     'HRxEYyZkmLMzAIGMacbmCLHFfedkPzRQNTUwVvSYBJsDrpqoulxtOyXiKhjEZgWn/FZkYmyPTlOWzAMLmcbalNWZYFyDEnrp'
     'qfgeiowuvQPOkRTzsBCGXdVjhIHJUKSxt/klmMyzILwJXxAECLbechdwgailfvNWUXjmzqPOQxDFkBnpsoSZtYGHuMTKrRyI'
     'JV/AHMIVUXQCLDJBkEG',
     '3D',
     'QC:2.33 3D:-3.31 4D:-3.31 KD:4.59'),
    # 2027-06-08
    ('HT1-AFOM-ZRCZCII',
     'XlzEKVJWZIMxAnEJCLXKjdgacfhDUSNOFt',
     '3C',
     '3C:-3.77 8C:1.29 10C:1.29 AC:1.29'),
    # 2027-06-09
    ('HT1-AFOM-VZDEHZA',
     'KlzJXZLQUMmwAKJLONkZBDMHPzXVCFwyQTxqdbcjRWtpfehgorsnulIvSYiGmaEU/kxyMUlKSuIXwAEDKabkjNZSXPzwOGvF'
     'CgfdyTumRUtiQJrIxlehsLqHpMoBWYncV/VXkLPUGYZHWmAkBMCDpLNZWXnsloEixJqvVuFTwGjefhrmSUtKRgYIQPyHbczd'
     'aO/AGHDEBCIihjaFWJ',
     'QS',
     '2D:0.87 5D:1.95 AD:1.46 4S:5.2 QS:-4.46 4H:5.59 8H:2.97 10H:2.24 JH:2.24 AH:2.08'),
    # 2027-06-10
    ('HT1-AFOM-ZQPSLJP',
     'kmzOWlXYZPTyALyEaedlcfjmBFCxgvubhtrkDHGqOZUzITMKnWpSJQwiXPsVYNoR/BPREJMIvwTXzABJIEmGHRYUQiefhZNS'
     'PlgbkMOCLKnzDjoTa',
     'QH',
     '7H:11.88 9H:12.46 QH:-19.5 KH:-19.5'),
    # 2027-06-11
    ('HT1-AFOM-SOGEIBJ',
     'JlzXYmMkyTVxAMCJQORZNkSzpwtvamjhbfelBDGxoqnYsIXruFWyHVEiKUdgLTcP/PWyCFxOkzHKlAkBDNMXvalgcdyxbepw'
     'mOuPtnqzoQLSsTrRKUGVjfJZFhIYEiHWC/IJkLwyBKYHMZAFILbcimJDBMCkUEhgedKGfV',
     'JS',
     '2D:-6.27 7D:-4.88 QD:-8.23 KD:-8.23 JS:-16.54 KS:-16.54'),
    # 2027-06-12
    ('HT1-AFOM-AFQMGYD',
     'XYkOWlKNzZxyAJGyONZYbacePQXWnmqoBxDCplsrEtHFLIKVvjuUwizTMfkhSRgd/HMlTYzELvRkmAGDCThWPNfUycamiQlV'
     'IXvRj',
     'KD',
     '3D:2.98 KD:-18.3 AD:-18.3 6S:-7.24 6H:-9.06 JH:-13.81 AH:-14.98'),
    # 2027-06-13
    ('HT1-AFOM-HMAVGFJ',
     'WXzVklFMyLZmAIkFbajmNXVMeighOyQWflcdPvSRBDwKnousGqJEpZxYHUtCzTrL/LUyWlzJZkKYmALFMNYUWPOlZDKECRQz'
     'TGmyBHtxvkgfijXehdVscJSqbIrpawonu/CabLOlTXZHKkAFMKSkRNVvWUCLIHnopqaluiOTyGrtJgcheXbm',
     'AD',
     'AD:7.5 7H:10.4 QH:10.4 AH:10.4'),
    # 2027-06-14
    ('HT1-AFOM-LFPLSTK',
     'IlmSTURxzWZyAEDkbmjhdczgPlORByFnpiotqrUxCsGTeawZIfHYJSLXuWvQKNMV/FIlKMXQkwWYZACKJXVWTMHLDagblexi'
     'mhfsdYUNSZRPOBEykpnwuqrF',
     '3H',
     '3H:-6.5 8H:-3.5 AH:-3.5'),
    # 2027-06-15
    ('HT1-AFOM-QULSAMR',
     'MXwKkmYlzHLZAMKDamljBzEFNQYZOWkVosvrciegPXyUpnhqRxITdLwbSJuGfHtC/IkzKLwMTyZmxAICMabfdOYWZNPRVQmk'
     'XBHEGJxFLSTszolqpDKyhnjgvrtiewUcu/EFZKQyMYkmwzAJHMONZTahgmcdybRQUlCIGLBkzFosprPVxXqvnweuKiWjtSYf'
     'ED/AFDGHCYBgjelVUXZfmdcQNRzEwWKIJbtvous',
     'KH',
     '7D:10.04 8D:10.04 2S:9.42 KH:6.49'),
    # 2027-06-16
    ('HT1-AFOM-FWKFXEQ',
     'ATUOQRWXzVYZAIhHgjkfKCJeLDBwMEdbYTQWZUOSctaz',
     '10S',
     '10D:-5.49 10S:-19.35 KS:-19.35 AS:-19.35 10H:11.7'),
    # 2027-06-17
    ('HT1-AFOM-MSLLZYT',
     'HYzJkmXlxKZyAHDGbmliPXWYefdhajkcIBCFJxKENOwUountQRqTryzpSMvZgVLs/ENPHWZJwzKLYAKMFRWSQZJYNHwLDhal'
     'fXiTOInBExovubtjdCGgye',
     '4S',
     '4S:-1.5 QS:16.5 AS:16.5'),
    # 2027-06-18
    ('HT1-AFOM-WHHNNNH',
     'MkmFLzJRVTXlAMLJONVYPQzRaemiStyXTZowrnpquIvsblkdDxCBUjGhWgFHKfcE/DRXUYwKlmMkzAKFLcagjOXUNfehbCMI'
     'BTSPmWVYldtkynvuqDwEzGsxpHrRoJZQi/VWzJKxUmwMklAMGKRQOUEHFJbedfcihlSPNmTVYyjgazBIkConqxDLvupsrtZw'
     'XW/AKLHVZRXbahlGIJFjigdMDCEOYWSQkNPBcfmtnu',
     '6H',
     '6H:-3.17 10H:1.54 QH:0.54 AH:-0.43'),
    # 2027-06-19
    ('HT1-AFOM-WQAFHNJ',
     'MmyJQTZlzIKYAMLkbifaNZYPcxhgospqBzEDOyQWdnjwCGvKIFHtUuTRVrSlXmJe/MmyJZxKlzLTWAMJKadcvBCDkNyUOGEF'
     'wIzHtrqLnVpTsuoWmxlSjXiRhYfQgZePb/KLZMlmSYyGHXAMyINYXZEDvHcbhaBuGLxqtwdlsfCrzKJFpWgmoeQSPkTOjRVU'
     'in/ALHKighlYNTWdbmjBGEMSQXOPJURVFZkcanI',
     '4C',
     '4C:-9.54 5C:-9.54 6S:17.5 QH:7.5'),
    # 2027-06-20
    ('HT1-AFOM-NMAAVUY',
     'JkmKYzIxyLMZAMJKdaclbjhzPROyCDBLSQNxUkTvWsViXpYIGFwHnogtrmqeZfuE/KtzFLvHJmCPoAJEKIDHCMBWlGFXhfej'
     'VdSgi',
     '3D',
     'KC:9.45 3D:-2.49 5D:0.95 6D:0.95 KD:4.47'),
    # 2027-06-21
    ('HT1-AFOM-NXIJFZQ',
     'IvzEMZklmSYyAKyICtzBFsvEGorDHYqMcabdnwuWfegpNVZkhjiTlURLmSQXxOPJ/EepBFMVXwWlvAEFkQXWTajgSChIVKYD'
     'eLbGiMdHNZwvO',
     'KH',
     '3C:12.6 7H:11.15 8H:11.15 KH:-19.5 AH:-19.5'),
    # 2027-06-22
    ('HT1-AFOM-HBRRILC',
     'BQpMOuHvyJKLAGJIjmelQXURfawipsn',
     '3H',
     '3H:-1.99 8H:1.88 QH:0.87 AH:0.81'),
    # 2027-06-23
    ('HT1-AFOM-TSZPWYN',
     'klmVWYBJXPZyAMKvamijnproBzCqsYutDyEWHVGxbcgeXTkUFwlRIZhQJSfOLPdN/JSlIZyLYmKMUAHBKCJILOUWXZYVSDmE'
     'lhfiaNQPzotsxupjn',
     'KH',
     '3S:7.12 4S:7.12 QS:17.33 KH:4.25'),
    # 2027-06-24
    ('HT1-AFOM-RLZZJJR',
     'HMyIXxKWzLZmAKCMcabmdgfeEIDLiyhznpxwONZtPsTRXWVrJBvHjouqkYUGlQSF/WXwYkmKMZLlyAMLHabimNZPXcdjgOUT'
     'lBDzCfewkFEyvGIxsnpWtJKuSorRqhQYV/NfoGHIVZlJMXAFLMONWYZXksyxrtuponvqDC',
     'JH',
     '7D:-12.15 9D:-12.15 10D:-12.15 10S:-2.82 KS:-8.93 JH:-18.64 AH:-18.64'),
    # 2027-06-25
    ('HT1-AFOM-PEPICFF',
     'KwzLWXMSmGVxAGKLghdlcimkMEHFB',
     'QH',
     '3D:-0.41 5D:-0.31 10D:-1.93 KD:-2.91 2S:0.95 6S:-2.22 7S:-2.22 JS:-2.22 QH:-6.04'),
    # 2027-06-26
    ('HT1-AFOM-KWCFXYX',
     'MWXlmzRSkAYZABJRgfeiOaSQcYxlzvtPEk',
     '5C',
     '5C:-4 8C:2.12 10C:4.54'),
    # 2027-06-27
    ('HT1-AFOM-AAITHRJ',
     'FWYLXlkmzMPyAMKLaflkBCyGNZzVOwPYDEIsdcgxQRvTbnumqoWpihUrtjSXJeFH/KTyMmzklxGHwAKCIOmNZBDMFbawjedc'
     'thgfLQzSPoWsqRvVUrJyuTpkHXnxGYilE/SkyWYlDmzMZxAMkLbflmadchNQZXiygjOUTYCBFtnopzDGrEHVIKsqSwuJvRxP'
     'We/AJBFLIGMbemjXWUNZYiTVS',
     '4C',
     '4C:-6.21 5C:-6.21 6C:-6.21 9C:-6.21 QC:-6.21 KS:4.66 QH:14.04 KH:14.04'),
    # 2027-06-28
    ('HT1-AFOM-LCINZXE',
     'WmzLlyJMZXYxAMDIONWUbafjBCLKPSTVQkZYEXmlFxzgoqnptrvscJheuwyHdGiR/KLWXkmJTxIlzAILCcaxbNXTPOQlZSVR'
     'zotrsDBKkpvwuEFymehfMUjJqWiHnYdGg/MUZLYwDEmFKkAMLCecalKBwDFZxErnpuTsSPibUq',
     '10H',
     '8C:16.97 9C:16.97 10C:16.97 JC:16.97 AS:16.97 10H:10.43'),
    # 2027-06-29
    ('HT1-AFOM-XRGGDUB',
     'LZyMWlEkmKxzAMJKNVRZcbahdiemQPyOSYrXfqjgCEDLBlHFTzpWsutoIxGwkvnU/VXuGHkFTZWxzAECMBJFRhlegabI',
     '5S',
     '5S:-7.75 10S:-1.02 JS:-1.02 QS:8 AS:-1.02'),
    # 2027-06-30
    ('HT1-AFOM-DBMDYXQ',
     'UZzEGmIKSYlyAzECaediNmWYDuGFbxfgOvPkBJZHhXcrjVtnlUsLMTqKwRpIyQoS/ZmzMRxLklHJwAJmMPkNORLWZQTlVcbx'
     'ansordthyBCzKFDEuGvHgUSXpYjwfIiqe/CNaFQyYvxIRTAFHIRNVWlkajXTSQYOPyZuUt',
     '10H',
     'KC:-7.56 4H:13.51 6H:14.27 10H:-19.5 JH:-19.5 QH:-19.5 AH:-19.5'),
    # 2027-07-01
    ('HT1-AFOM-QZVAVUF',
     'HXzYmySkxILlAJFCcibldfmkEZIHONYVKxLGQUyTBMorsnpqtSWzgwaeDvRjXuPh/klmJxyMQUIOSAMLEacbjPNOkRQSwedz'
     'iTtvWGCFBHZDqJYIpsXrnuVomxhKlyUgf/OnpJMWFGwKTZAKmMWXTYdljhBLDvFEnJawQepotr',
     '5H',
     '8C:3.91 10C:6.09 5H:-0.45 QH:11.92 KH:11.92 AH:11.92'),
    # 2027-07-02
    ('HT1-AFOM-CEFXUWJ',
     'klmHXzKYZGxyAMFJbmafezdynoqxOkQNBKIwcLgurpvWRPsXDZClEYGjSitVTUhH/YmyKRxWkzFZlAImMcbedByCkDzFwPOR'
     'WNUTQgaxfitvhqropSLuZGYEsHXJnKjlV/CEqHxyJkwMTmAGJMOVvXwuqthigfPWcQCBFRKbILjldaYSNHZTDo',
     'AH',
     'QS:-3.91 7H:-4.22 AH:-12.32'),
    # 2027-07-03
    ('HT1-AFOM-LXUYRNK',
     'BEzHUxDlmJYkAHIJNjWVigehORQGbkuawrsq',
     'QD',
     '8D:13.88 QD:6.3 KD:6.3 AD:6.3 4S:13.5 7S:13.26 3H:12.75'),
    # 2027-07-04
    ('HT1-AFOM-RDDYSSG',
     'JMWVYzEklTUmAMzLNZkUalcgBDCybdejEFGwfthmPWVxnqopOvQrsKYuHTIXJRiS/KwyklmMOWBLYAMLKcbamNZYXegflPOs'
     'VjizhQRSqToyUpnIwrkxGWDvFHCuEJBtd/JKzFLYEMvIWkADBMiafhCIJFOYuSUEWVqsr',
     '3H',
     '3H:-6.2 4H:-6.2 10H:-2.04 KH:-2.06'),
    # 2027-07-05
    ('HT1-AFOM-OFZRYYW',
     'MVYklmDxzKLUABDLbcmjOSQYNTzUdyeanpvoCEkxPXuKgfJwtsIMihHWlrGVZqFR/VlxJMzWXyHZtAFMkamglbdfhceuxOZV'
     'zBDGyrwtqipovjnSsUTRLWPQKXHNJYCEI/EklKVzTUmJXyAJIKbfelEDmHacdjigkhGFZCLBYXMzWRnprqOyxNSwuQTvtPUo'
     'sV/AJGHRYXWMBEKCUFLPNVZIDOtoqpuvsn',
     '6H',
     '6H:-5.78 QH:-2.28 AH:-2.39'),
    # 2027-07-06
    ('HT1-AFOM-EVLRPYY',
     'KZzUVlGkmLXxAECLacbmOXZYilkhNSQznsqvBFDMHuGypVoxdwUjIWJTKRrgtPfe/PTUVtyKYZDISAGLHTVXNQSU',
     '4S',
     'JC:3.14 AC:4.99 4S:-14.95 KS:5.69 AS:5.69 8H:15.28 9H:15.28 10H:15.28 QH:13.82 KH:13.82 AH:13.82'),
    # 2027-07-07
    ('HT1-AFOM-SAQMHEX',
     'ZlyHKxUVmGWzAEBDOTQWNPxVnpusbdcjehwgSrURotvMyLqzClFkHmGZIfJYiXKa/KZmHLVMXzGlyALBJcbimOWNTCMIKXRU'
     'ValhjPSQkYxzGqtspnvoudygwrHfEZFeD/IZykmxFXsMlzAKFMCBJwNXWZbmjlOPRySrQTazdcekitUvVopInufLhxDqsHGE'
     'Yg/AGKFfchaNUWRdjlbT',
     '10D',
     '5D:-6.29 7D:-6.29 10D:-12.02 AD:-4.24'),
    # 2027-07-08
    ('HT1-AFOM-EBDCBVD',
     'FSoHIkCGxRXyALFHchdiBMlImfkCgbawjseq',
     'KH',
     '6D:-4.25 QD:-14.45 KD:-14.45 9H:14.45 10H:14.45 KH:-19.41 AH:-19.41'),
    # 2027-07-09
    ('HT1-AFOM-SLIOIQM',
     'IZwWYyXlmTkzAMLkNXVZBCFzQPwOdacgDKvJfebyhjixRtWunqorEHsUpmTIYlSG/CmzQZyHMlITxAMIGbdcagfyljihqput'
     'oNkPwQsOzRrSnTmULVKYeEDZJFxCXHvBW/PXyJkmHMzYlxAECLOzNZPUrRDBlyFGxwbafmponqiehgjkdusMtXQSvKTJHYVW'
     'Ic/ACBJRVXPHDELGIjFkehgdyacmzblusro',
     'AD',
     'QC:12.01 7D:-0.47 9D:-3.26 AD:-8.22 10H:12.72'),
    # 2027-07-10
    ('HT1-AFOM-WIKADFZ',
     'WlzMVZYkmTUxAlMLdmecBCzIgfybnkpoONZYqKruajixHGFtVPUWQXJTvhsSwDER/FIWKYzPXkJMmALKChiglBEtyfaemnsr'
     'oQYXdpuqxVSPvO',
     '2D',
     '2D:-4.83 9D:-1.67 AD:-1.67'),
    # 2027-07-11
    ('HT1-AFOM-UPVKMNK',
     'MWmNYxEIvKwzACBxKJsIwuov',
     '6H',
     '9D:1.8 10D:1.8 6S:2.53 7S:2.53 QS:12.06 4H:1.56 6H:-4.31 8H:-4.31 KH:-4.31 AH:-4.31'),
    # 2027-07-12
    ('HT1-AFOM-ZJKWRRP',
     'XZyYlmIWxPRzAJHkNZYWOTxRnpqoaecirvywBuFEszLmbXfhtGVlIDCjKdSUMPQg/BEZWXxUkmRlyAxDCopntamlcFHGsPZY'
     'UBqIMhwXgRQOkKJWLbivVyuTfjrSezENd/GHJXYlIMVkmzAMLJbaildchuBCyIemsgFEpvSPZVortqwnYjxHXfzGWRKDUQkO'
     'TN/ALKIBEJMDCF',
     'QS',
     '5D:4.07 8D:4.21 9D:4.21 QD:4.08 6S:6.23 QS:-5.24 AS:5.64 3H:5.2 4H:5.2 5H:5.2 AH:3.42'),
    # 2027-07-13
    ('HT1-AFOM-XKTJOYC',
     'JXmHMyLOzKYZAKJMCLImOZXybdilnrpqehtfNsRYBvDkoxwWagVHuSGzcUQFjTPE/KmzGYxMPTZlyAMLKalgjEBGDNVZUIFH'
     'CbcxhOkSRonsrPyzYptiwuqvfQemXWTdJ/IWyUVmTlxHZzAEBLOYTZdeflNRPXQkzWDmCMFGjinosrahgtHIqxvVupyUcwKS'
     'bJ/AKLIHlJGjiDhbaZmdcetXUTSnopzgfuxBCvysrq',
     '7C',
     '7C:-0.5 5D:13.5 10D:11.84 JD:11.84'),
    # 2027-07-14
    ('HT1-AFOM-MPVLFWF',
     'JZzTWmKklMRYAMLEDGCKBFHmadlhefcjNkQZbWgwnsuqIVtvJTrYxSpXyPoUzOiR/YlzSXxJMUVZwAkCLPUZYclgmaejxNRu'
     'VnsvtDByIOSpwGJrHbhzKoFXMqEWfiQTd/OnqDFzLTwklmALtKcabXskqojhizvZrpwWnMTSORxduPJlEB',
     'KH',
     '9D:-11.23 10D:-11.23 8S:-14.56 KH:-19.5'),
    # 2027-07-15
    ('HT1-AFOM-RSJFEDW',
     'KyzXlxOYmILkAMGLCmBKbceafkjhNVXYOPTxdgiuQRzvpoqnDwIHtslrWyJUZEFS/LyzEMkWlmFRSALImNUOVbedlahgkPWS'
     'zcjiuRyQZntsrvpMqFDExHCGwJoBYKfTX/SyzLklJKUHZxAICMagdlBDHFNSRUcxbjnoutOmQrwqvsXKWzYJVyLGZpefTihk'
     'EP/ADEMFBGIWQTlcheiHJzCLxKjdbafpq',
     'AS',
     '2D:2.3 6D:-1.25 7D:-1.25 9D:-1.25 10D:-1.25 AS:-6.14'),
    # 2027-07-16
    ('HT1-AFOM-FDPICEM',
     'IMYVZkHKxmyzAmMFdhglafkcNXTYBDCjORSsbitxErHzUypQvunoJwIZKqGVWeLP/JKzMWlLYZSTyAKHLabmlDMIGdiejEsB'
     'CuqrtwnvyNkOZoXzWcgxVPQSJThRYpFfU/PxzFXyMklUYZAIFMNZWXCBDHEszLamhiGqxKbcogOykYRQwtSPplTvnjUuJfVr'
     'de/AFKDHBCMijelhgfkYXZOGIWEVPRSaQbcTmtNznwx',
     '4H',
     '9D:1.5 5S:1.5 4H:-1.5'),
    # 2027-07-17
    ('HT1-AFOM-HSDADPL',
     'VXkKmyTZlYxzAIkGaielNYXmcgbhdfWjDBCqpusoQUSyEnJHtvrVwxRMFPKZLTzO/YmzXkyFWZMNVAHFMNYXZahfgBGEKcsb'
     'kOPQzCLDJdyeqrpontVmxuwUlISjvWRiT/JLmMTXVWZHKxADBIFCpKPkN',
     '3D',
     '3D:-5.76 5D:8.15 10D:7.32 JD:7.32 KD:7.29 AD:7.29'),
    # 2027-07-18
    ('HT1-AFOM-YGNYHXD',
     'BnqQUmDKwIZuAIBjMEoKbhfaPNSVJHmLOXFQidgDGCcyZeUTknRv',
     'KS',
     'KS:-17.3 9H:14.21 QH:14.68'),
    # 2027-07-19
    ('HT1-AFOM-HWUBGPT',
     'GanJLyHWtKXkAIEJBHKGMxLFZUQWVNRYounyhejazqCp',
     'QD',
     'QD:3.75 5S:14.16 QS:13.87 KS:8.38 AS:8.38'),
    # 2027-07-20
    ('HT1-AFOM-VOIYMQV',
     'RZzKkyGlmMYxALJBFEzCGDwKNmYZcefjaikhOuxUPQtsvrpoyqMnVlHTWIdSXgbR/GWkXZxeopEFwAKIJaibBVW',
     'QD',
     '3D:-13.88 4D:-13.88 7D:-14 QD:-18.46 KD:-18.46 AD:-18.46'),
    # 2027-07-21
    ('HT1-AFOM-JLLVMGD',
     'AafKklJZyIWmAKHEOPVRWSFZgmikLBGJICjUMDlhXTdeQNby',
     'KD',
     'KD:-14.65 7H:10.52 9H:10.67 QH:11.57'),
    # 2027-07-22
    ('HT1-AFOM-ANISAAC',
     'IVvLXyYZxOkmALKkNZTWCrBFDHpGdbagczejonsmtlqyEJiIMhvuwQVXxPSUYORf/KyzAHlEJYLMZAELKZUVTmilcMIHJgeh'
     'YdnafBCvGqyuwj',
     '7C',
     '7C:-4.89 3D:-0.42 4D:-0.42 6D:-0.27 7H:-2.06'),
    # 2027-07-23
    ('HT1-AFOM-IAJTSEG',
     'WXzZklMRmBxyAILMNUOZJmHGdcbjelihkfgznVovpqTyBDwSEuRCWtQxXsPKYraF/CHSLYZWlzFkmAMHLBCvKNVUZbameDyt'
     'JchxgRQPXdkwjrpqzWITYOlGSoniFusfE/HkmUlzEFXMYZAMHCBDlFaqbjcepdNZWVOQUXPTSzGkxEImuyJiswKhovLgntYR'
     'fr/AHMGSUXOZWNVPQiYDCKE',
     '9S',
     '7C:2.14 10C:2.14 KC:7.03 6D:10.14 8D:10.14 9S:-3.01'),
    # 2027-07-24
    ('HT1-AFOM-CVHAUBQ',
     'JKUVWmMOxIYZAIFBQNVOWMXUDJGEjcb',
     '6D',
     '6D:-5.5 7D:-5.5 8D:-5.5 KD:-5.5 AD:-5.5 4H:7.83 7H:5.15 KH:0.92 AH:0.92'),
    # 2027-07-25
    ('HT1-AFOM-UOWPXWA',
     'QSzPUyKkmLWlAKJCNWSZPOlQbhcajmxiRwzYqntpDByIEGovugrsHfXFLeVkMdUT/NYxJXZmyzMVWALDMONZPebgdQRXkEBC'
     'FajiWGzHxSYvycrfqhIuplVtnmUsKwToJ/LwzNOmUVkJZyAMDkBmYKbifjcyglNWZzCEsuqpnoGXVJFITUweSvhdRtLOQHxa'
     'Pr/ALHCifaegdcjPQVYZXSWJMFBIGEKOkTNUhRxzuvq',
     '5C',
     '5C:-4.99 3S:16.86 8H:11.5'),
    # 2027-07-26
    ('HT1-AFOM-KZRJFZA',
     'ZmzKkwJVyLYvAKJMNZkVOlyPDzBCpmonGXFIEHjxRQwuSTtsUfrYgedicvhbWaqL/MYkTUXSlwImzAJMFOXSPadfgQRlNbei'
     'cDkCBGZWLjmYhHyVKEIxqponwstrUzvTu/klzLXmKRyMSYALKMONXZPSQmECBJDIHwgdfyTkpRszovniutFxGeqcWYrbVjla'
     'Uh/AHGLfeamMJIBhbTqZUXWPVYSonpxcKCd',
     '5D',
     '5D:-3.93 6D:-3.93 QS:9.85 7H:0.68 8H:0.68'),
    # 2027-07-27
    ('HT1-AFOM-DOWGAXR',
     'JKMWkmHZxDEYAHDIafjlibgcezdtEBGxUNYTQvWSoqsr',
     '2H',
     '7C:3.91 6D:3.73 2H:-0.31 4H:-0.31 KH:11.65'),
    # 2027-07-28
    ('HT1-AFOM-BTXMOKM',
     'IZwLUmHMzYkyALKDacjwCBmMNYRUSQPOVZTznorytsqxEkFuGlHXJWIghfveidpb/BZzVmxWlyLkwAHFIbfheCJGmadglDKE'
     'xqzvyNYWkPRwOnsZrcXitQTuSoMUjpLBV/LNUHIzMYmDXlAGHCigcedmlkMFLIEDBuJjsW',
     'QC',
     'QC:-6.03 KD:0.52 4H:10.67 6H:10.58 JH:11.05 QH:11.05 KH:11.05'),
    # 2027-07-29
    ('HT1-AFOM-CKOQRFY',
     'XklSZmJWyCxzAIJMONZYPQVXBDyCbezdRxkUSTtloqinEFwragfsupLhvjKGmWHc/ZmyJKkLlzHPVAMLHOXWZBClFNmkUfde'
     'jahYgRQyKoqpwDzEGbixsuvntSPrJTVcI/QcrVZxWkyGLYAEILCHeBNVTYDJwKMGtZFOujkgifWUPRXdQS',
     'KH',
     'KS:-12.94 10H:15.2 KH:-19.5 AH:-19.5'),
    # 2027-07-30
    ('HT1-AFOM-HGJMLBQ',
     'MOzZwyXYkJUvACIFJGHXUVTSgjmlchzaPNZYbfeqQEOLp',
     '2H',
     '2H:-5.42 3H:-5.42 9H:-1.65 10H:-1.65 QH:-0.84'),
    # 2027-07-31
    ('HT1-AFOM-IEDACVS',
     'MlyCDIKmzLXwAKHMNkOZFlEmTSJWbxcaPIQYnphodefwurtgvLsGiXyDjVqCzURB/AWXCDEJKmHILABFLPNOSbcfaQRYdJGU'
     'CKHuDMIvEmlwjzposxnVy',
     '8D',
     '8D:-3.5 6S:0.7 8H:2.35'),
    # 2027-08-01
    ('HT1-AFOM-EYRENYD',
     'XlmMYzJWkHZyAMJLBCDFNYWZcaegOQPVhdimEzGKjfxbUXTSnoqyIlwkHtsRvrpu/ZxzGKYMlyFkmAMLzbmfiNZYXaedjBxD'
     'ChgcvElFsQOPTSUWRnKqwIrHyVpJukoGt/KVyJlxALmIYwAMKJWVUTYXRPOyS',
     'AD',
     '2D:7.79 5D:7.79 AD:2.83'),
    # 2027-08-02
    ('HT1-AFOM-FRXPJSI',
     'KYyMlmWZvLPzAFDKcabhdyigOZTYsprmWPSVuotlvnqMwzXJeIUjxLEHfBRGkNQC/JNSGMZHklLmyALKMBHFJcgfmadjlPON'
     'ZCkzIQuXTprsqSoYRvwtnbWGieyVEhxUD/XkwQTWJMzFNOACGKdhjgNXWUHlJDeabmQPOkfiycMEBsVtwR',
     '3H',
     '3H:-2.37 4H:-2.37 10H:1.07 AH:1.46'),
    # 2027-08-03
    ('HT1-AFOM-ASHPIKW',
     'MZkYwyEXxFUzAwECBHGmjciaDJfXZWlUVShQgbdRNPeznouK',
     '7C',
     '7C:2.46 10C:2.46 7H:9.18 10H:11.34'),
    # 2027-08-04
    ('HT1-AFOM-IBPLFGC',
     'AYzTlmJKZLRyAIFLNYUZajgmCBkMOPQXbzdcSxRuTwVpeohiqvnsfGltrKyEWDHJ/LtzYZkCWXMmwAJMLQVYPZWUSbhelg',
     '10S',
     '4S:2.84 5S:2.84 7S:2.84 10S:-0.87 JS:-0.87 QS:6.81'),
    # 2027-08-05
    ('HT1-AFOM-FVVWTIU',
     'LMmTYlZxzHJkAzDMnlpuPmNZOUyTroYqtvXsecgjHGCxJFIwafbihdLVQWKRkEBS/JYuLlyWXmUZzAMLKBkGDNZYRCEytFsq'
     'IHJlnoimzehfdpQXxrucWTPSUgjbawOVv/KYyGLzAXZMNlAMKLNYzXusZtcfalbdgTiSvmkqFrjJEWhIDVeHQUypPoxnORwG'
     'BC/AJHMRWQYjdhaflibPOXTkUKcLwDGZsSueyExgtrB',
     'AS',
     '7C:13.5 2D:14.1 AS:-8.52'),
    # 2027-08-06
    ('HT1-AFOM-JPCRMVT',
     'kmyVWzXZxPQlAMLleacmBDEuhfdgibjzCGHtnrqoNRWZIYFKsvUpxTywOSXQJPkV/klzOZwUmyFGHALIkCBzJOUQVNRyxqpt'
     'nalwjPSrusoHvTWmgXKGhYiFeZfDdMEbc/lmzMXkJZxILSADMKXWTVbcemNkPSCByEQROvFzuJGHtsfadgUwprYqonxLljZI'
     'ih/AFHJBECIXVWY',
     '9D',
     '5C:8.9 8C:8.9 QC:8.9 KC:8.9 AC:8.9 2D:-0.96 9D:-5.06 3S:-1.33'),
    # 2027-08-07
    ('HT1-AFOM-QDMSCNR',
     'SUmDvzGklLNRAECMNVQkOWuRDBFromqnvsthwlpUxJyTdcjgzHLfXGKSYeiPZaIb/WZmPyzCLXAYxAGBCjbelifgcMmFIavh'
     'OHDVrksdZ',
     'KH',
     '2D:-1.02 4D:-1.02 4H:11.88 JH:11.53 KH:-15.09 AH:-15.09'),
    # 2027-08-08
    ('HT1-AFOM-WNENSXZ',
     'MwzkxyFIYJZlAkCBNZUPOSyYEHGxQTuXFJDrRzqWIKLmojsptnwgdbflchevMaVi/BMlJwyKXkLWxAKLMOPXWIHEJacjiTlQ'
     'VYmoZ',
     'KH',
     '6D:3.46 7D:3.46 9D:3.46 7H:-4.91 JH:-8.18 KH:-12.42 AH:-12.42'),
    # 2027-08-09
    ('HT1-AFOM-MOHWLNM',
     'MlxTVzCYZmwyAzBLNkTRcamldbeponsxfiZyqYwuDFvEgjJKVPUMWOSIrHXhtCQG/DGTYuzHZxRVyACmBihacjbfdNPTYkxy'
     'lq',
     '2H',
     '2H:-5.09 3H:-5.09 9H:-1.35 10H:-1.35 AH:-0.78'),
    # 2027-08-10
    ('HT1-AFOM-DIYFCFR',
     'TXlLUWKMxkmyAMFCNkTQbiemahfZXWVgjcYdlLxEnvKsORyzSrwPHBuGIptDJoqU/XZyDYwKMVUmzAIHGPZYVacbmUTWSfed'
     'ygqhxpsrntoMzuLvKBRkJXwQlEDOjFCNi/FlmSTzMUkRXyAMKLNXQTejghOSPRbafmECkDFBZHildYIGWypxowcnvuJVtszU'
     'rq/AELJWZUYBHKGeldaDCFTQPNSOIRkbmfhMgi',
     '4S',
     '4S:-11.54 10H:12.9 JH:12.9 QH:12.9 AH:12.9'),
    # 2027-08-11
    ('HT1-AFOM-LXZUUDV',
     'COcWYyBZkHUlAyBHKIYGLFmDxwur',
     'AH',
     'AC:5.51 9D:4.13 10D:4.13 10S:4.76 JS:4.76 KS:15.15 5H:4.74 8H:3.13 AH:-7.42'),
    # 2027-08-12
    ('HT1-AFOM-AXKARAM',
     'XZwKSlWYxHMyAIGDicehjdfbCKkBla',
     'KH',
     '6C:-1.68 7C:-1.68 9C:-1.68 JC:-1.68 AC:-3.41 3D:-1.05 5D:-1.02 10D:-2.45 KH:-6.39'),
    # 2027-08-13
    ('HT1-AFOM-PVLAZSZ',
     'KLyIJXPkxGlmAMkGBzmKnrqoCxwLpXsvNVJYaljhORIQecdifgHbSFPZTUEuyDtW/LMlGIzUVyDEZAMKkbhgjalfmcxudNVZ'
     'YDLIynzwvORtQSsWToGrJUHXPpCiFqBeE/KXmCLkDZxIMYAFJLCBIKOk',
     '2D',
     '2D:-2.37 6D:8.09 10D:9.48 JD:9.48 AD:9.38'),
    # 2027-08-14
    ('HT1-AFOM-BPHAUKA',
     'LMyBFmVkzJQUAHJMOSVUCxLKPmkNeadiQTIluszvbfyhBGqwcgZrRWFtXEpoYDjn/FMZLkzKYlEJVAJFLPYWZNSRVBMDKagb'
     'dTQOmXlUxrqpotwsnhIfkuyGiHEezjCcv/AFSNOZKQRILXAjJLXSNYKGHTMBFxsqpownvaegcbCDU',
     '5D',
     '5D:-12.43 6D:-12.43 QS:3.32 AS:1.48 9H:6.91 KH:6.91'),
    # 2027-08-15
    ('HT1-AFOM-XCMAFTX',
     'IJWdepFVsHQuAIKBgfjhcilaLDGJMEHkXVPWZONYdb',
     '9H',
     '4C:-2.28 5D:-3.17 6D:-3.17 8D:-3.28 9D:-3.28 9H:-6.44'),
    # 2027-08-16
    ('HT1-AFOM-QSJTYID',
     'UYmLZxJMyXlzALKHOQXYNPyRBmEMCDwkFjZJponxahliGrWIqsUVtTfuezbdgvSc/WxyVXYJZlMkmAMGCFHDBNQOmgcbjPSR'
     'kXZdWEoLUTVlr',
     '2S',
     'KD:10.5 2S:7.5 6S:7.5 9S:18.5 10S:18.5'),
    # 2027-08-17
    ('HT1-AFOM-VFQBYLB',
     'OlzGMNLkmEWZAKlMcmhfBCzJNUZOdbxjQWyVDwGLRsvPqrptSkIoTuHnXiFeYgEa/QTmYyzDJZIWXAJIHCkBGKDlFabdmfjc'
     'eLEnrMZUQYNVT',
     'KH',
     '5H:10.02 9H:9.69 JH:10.01 KH:-19.5 AH:-19.5'),
    # 2027-08-18
    ('HT1-AFOM-FEYNWAF',
     'MXZDVyQklLwzALBKacblNRZVdehgPzTOfyiwQvUxjpksSqXJmIrotHYnuFWGMDEC/PUbGYwKvzEWkAHjILKCgGmDrJSEPMOF'
     'NlakbBzfQichRwtsnxvoX',
     'KH',
     '10D:9.43 KD:3.69 KH:-7.82'),
    # 2027-08-19
    ('HT1-AFOM-CMAHDRJ',
     'KTkClmLSYMZzAKJLabjmctgdONlYBDkCPQyWEFxGpnowrvqueIzsfUZXhSMViRHT/apsTXmRbdJYlAGgBJiFDKnIExpwoLQ',
     'QS',
     '8D:9.72 9D:9.72 10D:9.72 QD:9.38 QS:-2.49 AS:9.48 8H:9.25 KH:7.77 AH:7.77'),
    # 2027-08-20
    ('HT1-AFOM-WFNTXZJ',
     'SUmKYzMklCwxAHGMOxNZBkCFDKsJfaembzgdPwRYTQvSrqpotnLucyhiEVXlIUWj/FZzMWxCkwVYmAMLmcbjaPZWOBlCtNRS'
     'QDyGsuqrpvozxEnIYwXKhgVJfiUHekTFd/LwxIKXJYZMVlAJMLBDHETUNPYVQX',
     'AD',
     '8C:10.42 6D:8.32 7D:8.32 AD:-5.51 9S:10.81 10S:10.81 QS:15.13 AS:15.39'),
    # 2027-08-21
    ('HT1-AFOM-JTJBMMJ',
     'RTkBCyLlmVZzAKkJbgdmfhecDYCMHFqGsrXpvoWuwnUtxzTyESBLiZRajVQPlION/UYzFlmLWxJKVAkCLNVUQOTvPpnqocbi'
     'madKgejhJusHtlySfFxEzGZDwIXBrMWRY/MltEGWJZuDHRAIHMNWTQEBCPX',
     '9D',
     '3D:4.23 9D:-0.14 KD:3.31 AD:3.31'),
    # 2027-08-22
    ('HT1-AFOM-GDSYDNH',
     'MTWGklVwzFZyAMLBalimbxchedqfCzEDgokwOVZYFXGuPSyRrnWpsvTKjQItJNHU/CSnLMVTmzGIZAJFCbhflKTGDVRZYPNW'
     'zLmHEMxBaXsIOkgeQ',
     'JH',
     '5H:10.83 8H:11.28 JH:-19.5 KH:-19.5'),
    # 2027-08-23
    ('HT1-AFOM-NRHDDBP',
     'WklZmwBUxHyzAmBMCEwxQPOTDFvuRZVzabjlItoHJqUGspSrWiNyXhenYgdLkfcK/JRWYmzFZxVklALkJNXWYBDlMbmjeCEv'
     'GonsuafchFtHzIrKVwUqpxTygRQSOZdiP/wxzIWZKPuHOqABMHdjfhNYZTkeagl',
     '9H',
     '5C:-0.98 7C:-1.37 JC:-2.19 QC:-2.19 4D:-1.48 6D:-1.72 9D:-2.05 10D:-2.05 9H:-6.01'),
    # 2027-08-24
    ('HT1-AFOM-IIFVRQD',
     'klzMUWLTwKmxAHELcabhfeilONZYjmkgQzUTPRSvFCDGBItMJwKsqpouVynWrXxd/HmyXlzCZwKPQAKJlOmNZbacedhgyifs'
     'zBkDxntrquwjpCWEvFYIUSQoRLTHXMPGV/PWlLXwIYZENcAKCBUYSP',
     'AD',
     '7C:3.68 9C:3.96 10C:3.96 JC:3.96 AD:0.5 5S:4.71 7S:4.64 QS:9.24'),
    # 2027-08-25
    ('HT1-AFOM-GCKLCIK',
     'VYwWkyKlmFLZALJBaedmbchkNXZYCGzKntsrfwylojuqOPQHpgMxTSFVRUvEWiDI/LlmBGzMZkKYyAJMKNYVXaebiOyQWBkI'
     'DcfghdjlzCEwxFuvLnHotpsGZmSTrURPq/UkmHMwWXxLZlAMJLegdmBFEGNVTXDlCKfihbRPOQWSUynsqrakjzpovZIYuHxc'
     'tw/AKJFQZUWDGILCEdBHXcMTPe',
     '3D',
     '3D:-8.1 7D:-2.39 KD:1.78'),
    # 2027-08-26
    ('HT1-AFOM-HHVXDPL',
     'XkzGMlVxyYvwALkIajieONVYPQSyBDEzonMxbgcmCHFuprZlUThtKXGJvWfswRdq/STlCXxLkzIKQALKHRQPXCkBGOMUZNSx'
     'VaigjDzIFheufWTtqYspmvrndwoJcylEb/JvySUkVZlOPdABDHefahUTORSQPtWNduXVMyL',
     'AD',
     'AD:-4.31 3S:0.17 4S:0.17 8S:0.17 JS:0.19 KS:-0.26 4H:-0.27'),
    # 2027-08-27
    ('HT1-AFOM-FOQDKUC',
     'IXwELzMYylmxAGILgaediV',
     'KS',
     '3S:-10.73 4S:-10.73 7S:-10.73 QS:-3.1 KS:-17.23 AS:-17.23'),
    # 2027-08-28
    ('HT1-AFOM-DIJZNEN',
     'VmyKZlWXxLkzAMJKDECxNZYUaebmfdjiPROlovsugcwkpyrtFBXLHVGWIhqTzSnQ/XZyEUzHkmTYlAHGMBEkvamlyPOZUCFw'
     'YnoWuDJqVphTsrtgSxfRLzedXicbKjQNI/ZkmHORXlzUYyAKHMCDBtamilNTPYEJrIWSVUvouswhzyFGkenxRLbdfgpZQXqc'
     'Oj/AJKHigjlURWTZVGSFLmMfcbaOkQdXyPhNewn',
     'KD',
     'KD:-4.42 5H:10.38 8H:10.34 QH:10.76'),
    # 2027-08-29
    ('HT1-AFOM-REJVQZK',
     'ZlyGwxRVzMkmAMlHNZxVdbfmByDCahcgOXWwnopzPkTtsjrquGLKvFSJUeRiYEQI/GRzKLkFMlNmvALFmBMxJqorpcbhesvz'
     'ufdiXUTRkVSjtwWInyQHKlPGgYOECZNDa/KyzFLZJlwGMxAMKLchflbezdNVSwCFBGOPRvWsQUYqXTZJxyagupitnmjIrEkH'
     'oD/AGMLNRSUfmlhIEFJajbidcyuXZTOnpqoPYtVsrzC',
     '3C',
     '3C:-1.89 9C:10.89 JD:10.5'),
    # 2027-08-30
    ('HT1-AFOM-OUZGZOC',
     'IVZCFYMRzQklAIFMRQPYNEOZcbGlBvCLKDumJktrHiXjznsqygWpxTVhwSUfoade/FRqAGYHKzLMmAKLBhekbXWVRTONf',
     '9D',
     '8C:-11.27 10C:-13.47 JC:-13.47 9D:-17.62 KD:-17.62 AD:-17.62 JS:-14.7 KS:-14.7'),
    # 2027-08-31
    ('HT1-AFOM-FIPOFGZ',
     'RZzGmyKLYMVxACGLNVSXadcibmfkOTxRBEzDqorpswMuFJnygevYhZtKjWUIlPQH/JKwIxzRUZMOYAJICeaglfbdsLHmDYkX'
     'Qvu',
     '6H',
     '6H:-2.13 QH:0.7 AH:0.84'),
    # 2027-09-01
    ('HT1-AFOM-HPJGPDV',
     'JyzZklMXmEUVAMELafglCmBKDFsxnopzGHquIXtJiehrWTQVYROUvkjSwZdPybcN/KWlPwyXmzMZkAJMLONUXDkBCEZHydbm'
     'jFxIwfaehcligqrpoPzRYVTuvKSGtWQsn/klxEXzJMUKVyAMKIBDkGNZWQOPxXRSVvonpYTUyrCwmFbhflazejigsLtdqJuc'
     'EH/AEDKVXYTPQONFLBHigfaCzIU',
     'KH',
     'JC:11.52 7D:12.33 3S:11.47 QS:11.96 AS:13.22 4H:11.65 KH:6.51'),
    # 2027-09-02
    ('HT1-AFOM-JQJXFBY',
     'KkmNXlIMxZwyAlMBPOkNQVuUamhiCsEzpotqDnGyrwKXbedxFTIZvYHSJjgRLWfc/MXzKYyJlvAWxAMKIXVJSOYBZEwDCNzR'
     'ujixfPlQkFmGsLeHd',
     '5H',
     '8S:4.44 9S:4.44 5H:0.39 KH:4.75'),
    # 2027-09-03
    ('HT1-AFOM-JMJNMUW',
     'IwxJUWMkzLYlALIJNmZSgjhfOQxWnqswaikePVuUCByMFDErGvHpbozlXdTtYcRK/MlmUyzILZWYkAJIDcdamBGEkPZYTCwF'
     'zbjigRuQxpnvqfeysNoSrULOMtKWlXHVh/nqsHKwYlmIJzAFDGhdjageifcwlbLIBKMEnCYVoQZNqXkzrHmJsU',
     'KH',
     '8D:-5.64 9H:16.5 KH:-15.54'),
    # 2027-09-04
    ('HT1-AFOM-OKPMQXU',
     'LZkQlmGMzHXYALmMafelcbgjCxBHhdizNWSZnpowRkQUDFErsyquIVGvJPtYKOTX/KTVLZzAlwYkmAkBLCFuDbachEGtMNZX'
     'YHwsKpnloTQPSUzWRdjygOVviJIfrxqem/FLZIYmMkxJKlALIMSOVYUPTZQNsXpro',
     '2H',
     '2H:-6.26 8H:-1.7 QH:-2.35'),
    # 2027-09-05
    ('HT1-AFOM-DGYWHIF',
     'GIzZkmKLXJYuAJIENWTXdhcmQqPOroutRzZnsLvpwykKBlDxeYMjafVGgUFibHSC/HIyMkzRmxSXlAMKLNYXOaedjQPSyCDk'
     'BbchlfsgmRvrZqonptxuJTiIUwWGHzVEF/EqtLMTAIlFGJAFELjlamgfkiVONPHCeMBIDhZcUYKGWrznyQ',
     'QH',
     '7D:4.54 9H:15.35 10H:15.35 QH:-19.5'),
    # 2027-09-06
    ('HT1-AFOM-GJNKSIZ',
     'HNULklZxyKOTAJIMKHGEhegdicaf',
     '3D',
     '3D:-3.69 4D:-3.69 8D:1.78 JD:2.5 QD:2.5 KD:2.5 AS:7.34'),
    # 2027-09-07
    ('HT1-AFOM-XDRLCYF',
     'YZlkmzMQUKWxAMKlNWVkcbahBDZLCGFyOPTzgfejdimunoxwEtIJQRXvprqHsUSY/BEzLYkQVyMlmAGLKTQmUafcligehjbd'
     'ysnqrvwupBkCMxztoNWVJXPISYOHRZDFE/OPoHRxWYySTXAFMBcagibkSdECOJGIDP',
     'KD',
     '9D:-15.26 10D:-15.26 JD:-15.26 KD:-19.5 AD:-19.5 KS:-3.12'),
    # 2027-09-08
    ('HT1-AFOM-HCMPGWY',
     'HWzMmxLYyVXZAMLCPONWedauhfgoicjnDBHkptsZUYXzEVIxqvrTbySwlGRKmFQJ/ZlmMRxXkzCDyALJmEDlMdcaiehfyjbo'
     'gRXWZOVkTrsIpnHwvQxzPSutNUKqCYGFB/VYlMXkvwyELQAJFMZWNYHDECXjPROIQSiedgbmyhrnqTu',
     '3H',
     '3H:-5.51 4H:-5.51 10H:0.37 JH:0.37 AH:1.19'),
    # 2027-09-09
    ('HT1-AFOM-YCDIUHI',
     'GVYZlmHLwXxzAEDBOkXWcamgPwzNQpyYRSoxTLuVGvFqtsHnIrCjJZeiKldhMUbf/WklIwyMYZLmzAMLFdblcNRPUgfaheik'
     'yCBZHoqrpEvGDsXwuxntWIYzVJTmSKOjQ/HkmKMxLVyRTzACBMacfmDFEzGLtHNZkQgdeypoxwhurbiYXjnlWUqKVTsJPSvI'
     'OR/ADIHRVTQiglmjfakedbvzntscErMKoBJGpCFLqWN',
     '9S',
     '7D:6.84 9S:-1.15 QH:15.5'),
    # 2027-09-10
    ('HT1-AFOM-NVWCEEZ',
     'MVXUWzYkmHZxAKkJOYQXachgNTSZbdzmPxVUBCpInoqlDjFMEyiHGLvfrtesWRwu/AZkVmzBlyKOPAmMKabjiDzCwnoxtBrF'
     'upsyYEUHXJWISqVldvTLcZQRPgfhOGNke/IKXGWyLOYHJVAGLJYPXWONqMjHidntIpuKr',
     '3H',
     '3H:-5.5 10H:13.34 QH:10.84'),
    # 2027-09-11
    ('HT1-AFOM-KSIHTEP',
     'FGVYxzMWlIkmALJMcbheNYXkafdiORQmBZIKCEljTUvSrqVpsoGzuwtFWnPxygDH/PSzLlxKYkMXyALKMNSmZORPlBDCkFGw'
     'EaefhoqnpHvyJruYXcbizUtxTVsjQWIgd/HZlIUzRkmLMXAKGMafgmCBEJNYXZFIkDOQPybdhzHuWLeisconVvjlrTwpStxU'
     'Rq/AMIEJKBGWYXPbehlgvfdLoHCFywDmVak',
     'QH',
     '9D:-10.62 2H:11.57 6H:11.22 QH:-16.18 AH:-16.18'),
    # 2027-09-12
    ('HT1-AFOM-DTXLVKV',
     'BlvKmxJZyMkzALMCbcayBFEkdZelOVTzfWhgiwmJGDtvRPqQUSpYsrIouxHnKNjX/STlHImUVzKkxALzKCqBlDnGuropZstv'
     'WEVMYwXmhxijUyTJgacefOkNIQdPHRbSF/ABpLmxFXzIRwALMEJGBCKHNDldhkXWUPVRcjQOexYStsyvpozwnb',
     'AD',
     '7C:13.91 AD:-7.48 10S:7.2'),
    # 2027-09-13
    ('HT1-AFOM-ZCMXYKP',
     'VXwklmTYxLUZALGKacmhNYUXbeilCxDBfzjgnopyPkQOrZwuRtTSdIMqsFWJvEVH/KLZCEkDlzHJMAIDMedblchgaPZTYBCz'
     'JqpnorsvwfyikEWHLtGUxumFQVKSOXjRN/CKzXYwLWZMkxAHLMQUXRegjmfihdabkcDKIBFJ',
     '8H',
     '2D:-1.97 3D:-1.97 7D:-2.05 JD:-2.62 AD:-2.95 KS:-2.64 8H:-6.5'),
    # 2027-09-14
    ('HT1-AFOM-AHAGQZG',
     'LUyMmzKklEHWAMKJNkPOabmlQxWXBDvHdyfeRutVCIrGnoqwSTpszjhLYigUZcEF/KmyFHzWYlLkxAKHlbeciOSQYagdhfjk'
     'mPNTxpovsRUVqWnyZBuGEIDFtLJzrMCwX/KZzLYxVklMXmAMKLNZYVecdmafhlPOTWBkCJDEyIbjxwFHvGQRSzgrtuiosqXn'
     'Up/AEILblcmMCJBfDhaKYtF',
     'JH',
     '4D:0.24 7D:4.09 10D:7.24 JD:7.24 10S:-0.13 JS:-0.13 QS:11.37 JH:-2.95'),
    # 2027-09-15
    ('HT1-AFOM-IJONWYM',
     'MVmGZwKlxLXkABEMOZlXiabhcxge',
     '7D',
     '10C:6.85 KC:6.68 7D:1.63 JS:5.55 QS:6.03 2H:6.51 4H:6.48 7H:8.29 KH:10.99'),
    # 2027-09-16
    ('HT1-AFOM-BIQFXMB',
     'KMUZkwDGxXYzAmMkNZSYOxRPajgiBwDzptnrcKbvuWosyIVqXUTLfHeJhFdGlCQE/FJZMSTEHLWyzAMHjSNVZafdcgbxusor'
     'qvpnQ',
     'JH',
     '8D:11.64 9D:11.64 QD:14.65 9S:8.98 10S:8.98 AS:17.41 JH:-5.72'),
    # 2027-09-17
    ('HT1-AFOM-NMXHVGG',
     'JMXWlzHItFKLAzHKVQSYemdiRXTZpqwoBlILsxrnCUfEhycbFDWO',
     '10H',
     '2S:6.82 QS:10.96 10H:-0.43'),
    # 2027-09-18
    ('HT1-AFOM-ZIDYBGO',
     'SkzAZwlxyMWmAJDkBCzINUWYbfcmagdlOuRQowtsEHKveiZypXnrhjVxSGPMTFqL/CQpBwzHIlGWXAFCJKHGELIxaznyovRt'
     'pcgdbhVjkweWq',
     '3C',
     '3C:-15 5C:-15 AC:-15 KD:-12.12 7S:0.36'),
    # 2027-09-19
    ('HT1-AFOM-OQDKDYF',
     'MkwWYzlxyJQmAHGMNZlXBCIkajzhcvbmOVUyeugdnLpYrWqKtSsJwEoTfDxRiPFQ/DSqMRUEGJHIZAHDKFJIBbehlUkPSLCy'
     'aRwQOMEujsrpn',
     '10S',
     '4S:12.77 10S:-6.57 AS:-6.57 10H:14.3 QH:14.3'),
    # 2027-09-20
    ('HT1-AFOM-VMPVNHL',
     'BRrGIZKXkADVAFEKTVYZfdhbWRgUDBCkLPGnMcHilqajerzN',
     'AS',
     '7D:-4.41 AS:-15.06 JH:15.18 QH:15.18'),
    # 2027-09-21
    ('HT1-AFOM-MKUQRUQ',
     'LXYJSyWZxklzALJKOTRVNQSZPUXybihlFmCHdacwWkYvepxgqonurstMfGEzjBDI/IYwKZkLMRGlyADBIgamljfYeRxOXKLC'
     'vduq',
     '3S',
     '3S:-4.49 4S:-4.49 9S:-0.9 10S:-0.9 QS:10.3'),
    # 2027-09-22
    ('HT1-AFOM-MYLIWLF',
     'UVzHXYIKyZkxAkBHXNTUYSZROVbPFEDimlgejhyfroGntqI',
     '4H',
     '4H:-6.3 9H:-3.46 JH:-3.5 QH:-3.5'),
    # 2027-09-23
    ('HT1-AFOM-MMNEAWG',
     'MRSKXYUmwklzALIGNZkVOzPYBCDMRXWvFHEtQuSqToUsrnpKwljJxchiybfgmaed/FZmMVlLWkXYzAJIMONYZedcjBFDLEzG'
     'CnvouPWRTaiglhbtfQkXrpmVywsKUxqHS/JLZMPVlmySkzALHmbaciBJGlONWSdkjhDZCUEYFyPRzQrnoqstwpTVuvefKxgI'
     'XM/AGLHRYWPajefMKCBdikhExJInqopDF',
     'KH',
     '2D:-2.4 3D:-2.4 7D:-2.4 KS:-2.45 AS:-2.45 KH:-5.37'),
    # 2027-09-24
    ('HT1-AFOM-HLUXCSE',
     'KXxDGmLZwUlzAkKJNWRUcifgBzxInwvuCtsGDEqphedmFHoYLlXryPVjMbTSZaOQ/JLmklzHXxDFyAFLGNYXSOQPVURTynpq'
     'oEDJkedhjafcxgbZtilMsuKrwvzICWHBm/UlmJVYIZkWXzAECMONUYacfmbekiTRSVgthdBxFLnopyjrzlPwZXHDvGIWuJqK'
     'Qs/AEFGihflZWRYegdMPSOTJDLIUQNzorqpsnu',
     'QS',
     '4C:6.88 9C:6.88 10D:6.36 QD:6.36 QS:-5.38'),
    # 2027-09-25
    ('HT1-AFOM-PDQSQFD',
     'JgoXvwAGyMmxAFBekgfdKJvGLDwHMEtCYQPOjabhlUcimNXyxonr',
     'AH',
     'JD:-12.36 7H:16.11 AH:-19.5'),
    # 2027-09-26
    ('HT1-AFOM-LVYZTTK',
     'MQxWYzLZkJlmAJIKdachbfemNQYZSOPWgkjxotrsnqpywlvuLHGFUiMTVECRXDBz/EUzJRkZlxLXYAJIMNWRZcigmPQTVOkx'
     'YBDyGnorsajvzpLthSfwXCEeuFdqKHUbl/ClwMkvmyzJKZAmKLCBzJclkjDMyHadfxEGvsQPNZFIiqTSUuporeWRVtYOXnwb'
     'gh/ACBLJHDIiajhTYUReglkPWZNfmKcOSzwV',
     '10H',
     '6C:0.34 7C:0.34 8C:0.34 5S:-0.01 10H:-5.18'),
    # 2027-09-27
    ('HT1-AFOM-MZJIODI',
     'LTyCEZXYzDHmAzBLNZYRbemkPOUXQuTraditpnoMsqwjcfxKCvDyFlEWHhGVJgIS/DIkHXxQlmKYzAIHmBxlMorpqCuWLihc'
     'gYkXUtGsSvfnewFZRyEjdzDVQJbTPKaON/KSZJLyHYkMTVABFKdgmhYRQlDMzJNSy',
     'QS',
     '8C:4.68 9C:4.68 10C:4.68 2S:7.28 QS:-4.78 3H:6.24 7H:4.66 9H:4.36 10H:4.36'),
    # 2027-09-28
    ('HT1-AFOM-EGZZRPG',
     'QRvLYkMlzIKmAFCMOmNYBHGETsSknorqPyUKgfedibhxVjRwWJQulactzIvpZDXL/IMmDKkZlzLWYAKBLCFDlNkOYEHGzPwQ'
     'XJIvrecdiahbgUStTWuqVsMpZxmofyjnR/XZzYxyEJvklmAMKzamgeBqGFdchbCpHEotsnfiZyrXuwNPOYQvkWRSLlTJjVUx'
     'DI/AKLFGCEBYXRWZQVTPNJUidblhejmgcak',
     'AH',
     '2H:6.63 5H:6.6 9H:6.57 JH:6.57 AH:-7.57'),
    # 2027-09-29
    ('HT1-AFOM-KHEURFT',
     'KkzLUlMYmOTvALJFcahiNUYZOSRmBGEvdfjeosprDlCXHyIWqVzxKwMTtQknuPbg/JkyMWYZmzUVlAMIKdaghCEDHBFGmfej'
     'cOkPNQZVyilbpRwSzTvUtnqYoJXsxLWru/JKYLMmBEZIyzAECKbmlkNZzYacvoqpMnstLrORxyFDIJPSuwTijXQUfhGBgWHd'
     'eV/AKMGbgjmZXPVdielcaChYRTQHFODEBuzNWxSsr',
     '4H',
     '4H:-4.85 8H:-1.22 JH:0.23'),
    # 2027-09-30
    ('HT1-AFOM-OOBYAXU',
     'YZmMklFGJHUWALMJNsSPcbajduelOpTZqtoXQnUYrvgKRGVmCzkBWyiFHxhEIwfD/XYxklyWZmLMUAMzKfedmbrhgicsonqp'
     'LBCExQYOZNRXktyJIDWGwTvlSUuFPHjaV/AarMUzHJuZmwACHwxqrvTZPUnspuVQoN',
     'JD',
     '10C:-0.33 JC:-0.33 KC:-1.49 3D:2.41 JD:-11.73 QD:-11.73 KD:-11.73 KH:7.7'),
    # 2027-10-01
    ('HT1-AFOM-KTRBBAD',
     'WZxKUVYmykwzAKFMGCuEHItDafmkNTZVdjyhPOzWpoqwbersxnYvgUXciRSLlQBJ/AacIJWDEXMmzAGDMNYQXajgiHETCIBm'
     'FJPzvKhUwLkeclbfO',
     'JD',
     'JD:-13.43 AD:-13.43 7H:14.78 QH:14.79'),
    # 2027-10-02
    ('HT1-AFOM-SVLDIQU',
     'VYkIZxMlmKTyAMLGCDBIagbiONRTHkEFjefmJKYZotpscdhznruxPQyWSUqwXlvV/lyzJPURWwHZkAIDMNWZYCBFmPRkQdca'
     'LebjxOSwrTvqXnstpfolKuJiHyVhGzUgE/YlyDGzZkmFXvAFCGamilPNYWecfgdhbkEBKDQOZXHvLzRVxUnsqyjtMourJTwp'
     'IS/AFCHXVSQejhdEBktNOZYiamyGLWUPquRIDrb',
     'QC',
     'QC:-14.9 AC:-14.9 10H:14.37 QH:14.01'),
    # 2027-10-03
    ('HT1-AFOM-VAGNWQL',
     'GPXKSmWYlZkyAMlkBYZIPSOjCwyDnxsvEruHozWtFVqGQmNhRLTgacidpKUfXJbe/CNnLWXHZkYmyAmFIKBUCLHaGMEuDjfd'
     'clkyh',
     'QH',
     'JD:-13.07 QD:-13.07 6S:-6.09 8H:14.14 10H:14.14 QH:-19.4 AH:-19.4'),
    # 2027-10-04
    ('HT1-AFOM-YZUNZCT',
     'VXmMNRYZzKlxALEJBCFKIHDGfbdeihcalkuzopsvPyVUnMZxqmWYrXRTtjOSwgNQ/JklImxKMzCGyAKBJgalmWUyVozsrhbe'
     'IdcfLt',
     '4H',
     '4H:-2.93 5H:-2.93 10H:1.21 QH:3.32'),
    # 2027-10-05
    ('HT1-AFOM-DNZPKQE',
     'ZvxVklAOoIQSABJKNOSZfljeLHIMakc',
     '8S',
     '3S:-0.79 8S:-3.54 9S:-3.54 10S:-3.54 AS:9.49'),
    # 2027-10-06
    ('HT1-AFOM-DGIJEZG',
     'ZkzGmwUYyDSxAFElOmNVBCGyabejonpxPTwQWrUSXqYRfvcdhugMiLkKZItJzHsD/GmyHlzUYkMQRAHCMabghNTmWPOQyRqS'
     'ZsporUuLlVKJzXjIxYiGwdFcveEftBnkD/PSaOXZHWYILkACEJYkRNWISQmgjdhbaeiBlfMGHKPOnDuTspwUvtrV',
     '3H',
     '3H:6.5 QH:9.24 AH:9.5'),
    # 2027-10-07
    ('HT1-AFOM-DZOJSSL',
     'WlxMORDmzLVZAKMGamklNZWYbgfzCyBLchetorpvdiwnIXEJjxUTFuSDHsRQVqOP/JLVPRSklmMXZAHGLafeXNkZWMKDFYVT'
     'mqsupPnzOQlyUojdxrJictIhCvgSbwERB/KMmQRzLklAxyAMzLNZWybadmfelxoptngckvrqwYBXHJCIjFOQPsRSGVhiuETU'
     'DK/AGLENPUWKJkBhgmlfeidjaVcRQZYXSOTnv',
     '7H',
     '7H:8.44 8H:8.44 9H:8.44 JH:12.48 KH:13.42'),
    # 2027-10-08
    ('HT1-AFOM-VYTXGLF',
     'XYwDFVklmSUzAMzCBvwKbmjfprqyclhesWoxikgduUtZGTnFHSYEIQXDJOPVLaNR/HIMUYZXlmAcqAHkEMyKBI',
     '9H',
     '5D:-0.55 7D:-0.82 9D:-1.32 10D:-1.32 JD:-1.32 KD:-1.38 AD:-1.38 3S:-0.81 6S:-0.84 8S:-1.08 9H:-4'
     '.42'),
    # 2027-10-09
    ('HT1-AFOM-ANXICWS',
     'BYmSUlRVkLZzALHMDkzCoursaheltyqvcdbxNYUXPSRZOmwVfpiKBGjnIgWFJQTE/QUXkxyJWmPYzAEMKafbmehXjIHCFLJu'
     'GDTYBkgiQcVSU',
     '5S',
     '5S:-11.88 KS:-11.88 7H:11.94 QH:11.18 KH:11.18'),
    # 2027-10-10
    ('HT1-AFOM-SAANAXT',
     'LXwTVyJkmEGQAFCGihdbPXTSHyJBOQIRroqnamgwcjKNDLUzsVpu',
     '6C',
     '6C:-0.5 KS:12.5 10H:11.5'),
    # 2027-10-11
    ('HT1-AFOM-VISMWOG',
     'PdfLWwVZuMYkAJECXYSWhdgcKaLFRQ',
     'AC',
     'AC:-11.32 QS:-4.07 2H:8.26 7H:5.03 8H:5.03 10H:4.51 QH:4.33 KH:4.33 AH:4.33'),
    # 2027-10-12
    ('HT1-AFOM-UMCXFUE',
     'XYvHJWVyzGMmAtFlhamiQXWPjdy',
     '6S',
     '3S:-2.28 6S:-5.18 7S:-5.18 8S:-5.18 QS:8.88'),
    # 2027-10-13
    ('HT1-AFOM-LTIXXCA',
     'KMwYmzLklVXZAIGBNURkamlgcbdjOQuPeifhDCEzonqvSwWtpsZrFXJyKxHVMYLT/BPoQVlIkmAZyABLKcgijelkbfdyaxqn'
     'o',
     'AH',
     'JC:12.29 AC:12.29 5D:12.66 10D:13.14 JD:13.14 QD:13.14 10H:15.1 AH:-5.75'),
    # 2027-10-14
    ('HT1-AFOM-KQQGHAE',
     'XmxTwyLMYElzAIBMclikCDyLonsqNTQVORPZUzXSabgvprxwFutEGhYKHmejJfdW/TmzLklXYyBIZAImMDyCzSQZWdfeibjg'
     'lutrpkcqwhYVTaxURLXGNKsFvJPEoHOBn/GJUKWkMYZlvzADJKBMEChifcNOW',
     'KD',
     '5D:-1.52 7D:-2.07 KD:-5.12 AD:-5.12'),
    # 2027-10-15
    ('HT1-AFOM-WGCZIMJ',
     'YkmJMlWZzISyALCMbcamOlNVBkEzdgyjPwQTDuGvehxqpronFYJtfiIXWSUsZHRK/BNUFLmIJVcfrAHDFCBKIRQSUNWTnlif'
     'k',
     '9S',
     'KC:-6.07 4D:8.6 QD:-0.52 KD:-0.52 9S:-12.97 JS:-12.97 AS:-12.97 KH:12.07'),
    # 2027-10-16
    ('HT1-AFOM-RPMXHNF',
     'EZyXklDWxYmzAkCzamjlbefxOWUZNSPYQRTrnptyBsDwquMocLhKVIvJXHgFiGdE/YkmZlyFVuHIxAMIGaihlCBHkONZXDFx'
     'mbjgznYrwPRQSEKsWdqcyupTtVUfvLoeJ/IMxHZkYlmSyzAMJFajhfCmzBDlyLEGswHqrKQZYUnpoxtuWScdbvNOTkIiVeXg'
     'RP/AHIEPROZdjhgQSVXNUvMGCDLBJxkKfuFWocTlaew',
     'KD',
     'KD:3.92 5H:12.66 8H:12.58'),
    # 2027-10-17
    ('HT1-AFOM-FLMBLPL',
     'FYlVmwAJkLxzALKmgjieYTXhcbfqOCRUNPuSdQaxHtBrpoD',
     '2H',
     '2H:-6.5 7H:-3.5 10H:-3.5 KH:-3.5 AH:-3.5'),
    # 2027-10-18
    ('HT1-AFOM-VEMHZVE',
     'KlmMYZHLkIXxAMLJajfmBzDIegciNXWZbdylCvExnopuPURStsqrHwGYhVKTkOFQ/IXkVmyJKlMYzAKHLPVOZbhmlQNTXEDC'
     'MifygjeuaYkSwWIRJUrGFzpsvxdqntcoB/LvyKMXUYlEmzAECMejifONTZglkbPVyRBFKJpnqoavxtcuwYdLsUhIrSzHXQmG'
     'WD/ABHGfdbkRWUQOVXNclIhYTPySJD',
     'AH',
     '4C:-1.44 KC:-2.61 AC:-2.61 6S:-2.69 8S:-2.69 4H:-1.24 AH:-5.55'),
    # 2027-10-19
    ('HT1-AFOM-CMVUIPL',
     'IYlDJXLZwMkmAMIKNYXZamlgBvCLOPtWefhjbrzionJyRUsTEqDxFpGwQSkdVucH/VmzHLlKZyWkxAGFKcablOZWVgfmjNTR'
     'QCDJEPSvYhezqnsopxwMrduLyitIXkBHU/HImZklAwzMWyAMILBHECRZYWDzFmOSkQrqpyGuKwahejgfdiJXsntVocvUlPxT'
     'bN/ACGMdgbmXNTYcahlVZPSiejwkxJfUOQE',
     'AH',
     '7C:-1.15 10C:-3.8 QC:-3.8 JD:-6.58 AH:-9.87'),
    # 2027-10-20
    ('HT1-AFOM-VITVXSL',
     'IMVXmyLWYJZzALJMCBEkcbgmOYNVdaxhQRZTetylUzPSWwpXnsqKFvDGojuIfHri/LRZKMXYyzFHJAJLMNYxWCDvBonqzcgb'
     'jEmFsGZKltywVeuUdPrOXahpTQIRkSfiH/ELmDHMKRZIVvAIGHbehiKqJFjcgawvtuxspn',
     '2D',
     '2D:2.32 6D:5.99 8D:6.09 9D:6.09 JD:6.63 KD:6.95 AD:6.95'),
    # 2027-10-21
    ('HT1-AFOM-NTIKBBV',
     'HZyVxzXYlMkmAKJMBCELNWTVQOSYamidfezlPkZUDGFsnqpybxwjrvutHIXhoRgc/HIwDGyJWXKLxAGJKfglaDmLHchbeN',
     'AD',
     '4D:6.84 7D:7.36 8D:7.36 AD:3.64'),
    # 2027-10-22
    ('HT1-AFOM-VZDKGVC',
     'YkzBKyMZxVmuALkKQOySNTRwejfbntsugidxpvomaZhzVUlPXWGMHrCFIqBEJYcD/klzKLwQTxJWmAFEDajehPVNXcmkgGCB'
     'iHzKxnpovbyfsOWSZYUruwTqtLRJlMQId/OxyLMZFYkJlmAJDMNYTXBECLPkSRbigjadhfOVuvnqopceyzsxwKQZHtIGmWrF'
     'lU/ACJGTYVSMHDKbijRguflOQNZcmaLEpBhIUFPvWrn',
     'QH',
     'QS:14.93 3H:11.28 QH:1.5'),
    # 2027-10-23
    ('HT1-AFOM-DJXYFMC',
     'XkzLMYJPlBmyAKHJOYWRecadfhibBDFlgwjknosyCGLZpVtrEzMSqQvXmUxPITuN/FYwMmzQTlWZkACBLabdiDFElIMyHcfe'
     'wNZYUGJmxnzuvgohtWVRXQkqPSspOTrKj/AanRYZTVlKmuAsLJMKINHFGcjhaeyqtfzwvO',
     '6C',
     '6C:4.7 7D:7.75 8D:7.75 9D:7.75 10D:7.75 QS:11.91 KS:9.29'),
    # 2027-10-24
    ('HT1-AFOM-WWCBAYZ',
     'IJXMVkYZzFmyAHEMCzFDcdhbPNSXfkaiGxyBposuOVRQWYwUnmjrqtlJvgILZeTK/YklHZmJKXMWzAKIDcdbmBCMkeaZgPWU'
     'SfhynNOQzRxYtosXrEGwvJuqHTjpLVilF/JLxwyzUkmGKSAKBNiZjhabdneJfmsMrpUSQgIEHlOPLuTCvRWDwY',
     '10D',
     '10D:-2.5 4S:16.5 QS:16.5'),
    # 2027-10-25
    ('HT1-AFOM-BOQWFHM',
     'DLXIYxMVmJkzAMJLOWXYbcaledmkCzDKNQPonpjxRSTiUHwZsqGrVufIvtFhygBE/JkyHxzGWuLVYAHKLVUXWNOYkfdxasr',
     '5H',
     '5H:-3.56 10H:-0.64 AH:-0.42'),
    # 2027-10-26
    ('HT1-AFOM-XIJMDUC',
     'NRaKMWGImZklAHKBMCLFhmfgY',
     'AD',
     '8D:-10.77 QD:-10.14 AD:-16.55'),
    # 2027-10-27
    ('HT1-AFOM-JEPAGRR',
     'ILlOcnFRTUvwAGISVORUZuTNiehjCKsBlfd',
     '9C',
     '9C:-0.88 5D:3.22 JD:3.22 KD:2.77 4H:5.88 10H:2.39 JH:2.39 AH:2.28'),
    # 2027-10-28
    ('HT1-AFOM-UHNRMLQ',
     'BanWuvbcrFGUABMlYTXNVPSODQEHCIrKFgJRsp',
     '8H',
     '8H:-13.76 JH:-6.14 KH:-2.17'),
    # 2027-10-29
    ('HT1-AFOM-KKOLJZV',
     'MZmFXzKLxYlvAMFLcajlbdziBImEQZXkepgwCJyDRTSxfohvnsrWUuPKVtOHYqNG/QUwKMyVYzkvxABzHXWRVELKpw',
     '7H',
     '2H:-0.91 7H:-3.82 8H:-3.82 9H:-3.82 KH:2.15'),
    # 2027-10-30
    ('HT1-AFOM-TSOBGZI',
     'PlzJORHImMkyAJIMNPOVQkzZRTywcbafehjlBEDLCtsHGFrYiugXmpdWvnqUxKoS/JKlLvwIZyWXmALIFajilbcdmNVUZOQn'
     'SefhMDCzkpKoyPTJxrHqtRWGwXEvsYBug/klmLXYDIyJMzAkFENZVWOzPYQSvRTqUXnxowCBmLpyMlDJjuabhKrIgisHeftG'
     'cd/AGFJVUXTYWZSacdfKBICHEPDLklxMQemwRnu',
     'KH',
     '3S:11.19 5H:14.21 KH:-0.93 AH:-0.93'),
    # 2027-10-31
    ('HT1-AFOM-PBIMKIL',
     'ZlmKMkUVwWYxAICMNVTZaifbBDGmWSkUYXLFntqsOuwzPKoyQJExRHevjhdrlgcp/KLZJVyYlzIXkAKJDLEGBQOYXdjmicba'
     'gCwFl',
     'KH',
     '4D:6.66 8D:8.04 9D:8.04 10D:8.04 JD:8.04 6S:2.35 KH:-0.89'),
    # 2027-11-01
    ('HT1-AFOM-VHMDEZV',
     'HMlkmzLTWXYxAFEyBCxMNkQPDpHzbaijOvwWRSruefdgGZItJnKYTUqmVohsXlcL/XYyLZzIlmRSkAMLKdbaiNYPWEDHkOQX'
     'ZBIuGTSyhmfwelcvCjUFzgtsxJRorVpnq/WYyMOVIXkLZzAhJINUZYdigeSOXvfzblc',
     '2S',
     '2S:-3.99 JS:-0.32 QS:10.78 AS:-0.32'),
    # 2027-11-02
    ('HT1-AFOM-UKPCYSP',
     'WlyDIkHKZMXYAKJBjgihebamIHElVZUNfXvcptos',
     'KD',
     '4C:5.7 7C:18.5 8C:18.5 KC:18.5 AC:18.5 KD:-0.32'),
    # 2027-11-03
    ('HT1-AFOM-QBPJOHW',
     'MSTXklGLyJmzAMkLcbimaedgBCEZjhYfQPUORzSWNyqVTXxnorJpGFIutsvHwDKl/WXlMYkFZmKVzAIClacbiPZVXehgfNOY'
     'UDFBrqpokstnMRQLySTJxdHmzuvjGKWEw/MVWFKzLmyIkxAIGKCBkMOTySosqpDxJFnrvZbaghEHltcdYeuwjXfiWzNQPmVR'
     'LU/AGIMNXQShifealkZTYPUgRbFBCLVHWEKDcwJ',
     '7H',
     '3D:5.43 7H:-0.71 8H:-0.71 KH:3.05'),
    # 2027-11-04
    ('HT1-AFOM-CGEFWLZ',
     'cdeGmuMYzHJlAHSGFZDMjfcmBYCp',
     'JC',
     'JC:-17.57 QC:-17.57 QD:0.78 QS:-3.03 KS:0.78 7H:4.73 JH:-0.12 QH:-0.12 KH:-0.12'),
    # 2027-11-05
    ('HT1-AFOM-BGKMTHJ',
     'ZmzKMkBDYUlwAHmMONWZaeglhfdrnspoQPYUBEzKSLTXicJjqtuIvGwyRkDxVbCF/UXkLOVKMxClmAIkHNZVxagfmczbjdiy'
     'wCvBMDEtLOsPYnoKuRTQJUqhSrpGlXFeW/COnGIUcduLPZACBMfeliVUWRchKgjYbm',
     'QD',
     'QD:-3.82 2S:0.17 5S:0.17 QS:11.41'),
    # 2027-11-06
    ('HT1-AFOM-GUUHXJF',
     'ZklEyzHuvMYmAKJkPNOjQTSzBwCIDLZGnlovRYXycabfpsWrdeguEFMimhtVxUqH/UWXDEkSlmLyzAJHmaihjdvcbetflgzY'
     'kCxBGNwOynoXuDrIWqVpZKUFTLQESMPsR/HMNTZzCXYEGwAMzCahegOYyQrnpqXwNWbLdtBZkKDHVxfUcJoTmIsSlGuRjFvP'
     'iE/AIJLUSXRegfbKFHCTQwPEGBZNxuOnpDvaVMcdlts',
     '6H',
     '9S:14.5 AS:13.5 6H:8.48'),
    # 2027-11-07
    ('HT1-AFOM-NDLGZDQ',
     'ENsYtxLMWOUyAOHGNSWXZsYvgceibmaJ',
     'KH',
     '4D:9.04 6D:11.64 9D:11.64 10D:11.64 JS:6.25 QS:10.61 KH:2.76 AH:2.76'),
    # 2027-11-08
    ('HT1-AFOM-SGVJUOM',
     'DvwHZkLXYmyzAmGJCEzDbadlnorpNSZYtqswOkXWcyhgBHKuxVvILUFiMTRfjPQe/KMUYZkVwzDlmAGFMajgmNXQVPORScfb'
     'dihzeTYxlBCDKUZwrJEIypoqnHukvLWts/XlyGHZYkmMUVAKCLEGFMbhfmBrJHWNSVlikjztqpysoUxnYgwZITXdRPvcQeua'
     'DO/ALGKVSXQbchmEHBMafIlCFkPigxerp',
     '2H',
     '2H:-6.08 3H:-6.08 9H:-3.02 10H:-3.02 KH:-2.53 AH:-2.53'),
    # 2027-11-09
    ('HT1-AFOM-CLZGTWC',
     'SXxLyzDIZklmALKJadcjezihDBCyEGxwporqOZkXFHntbgsvNPVuWmUYQMlTSRIf/EGyIJXkmzDYlAMGJBEIFbmlfPOVZceg'
     'dQyNSRUxTCuwkDtvzHsopKrXnLqWjYahi/OVlMYZJxyEHzAMJBdhalVTiXcfUjKEIW',
     'KC',
     'KC:-10.87 3S:5.57 6S:5.57 QS:-5.45'),
    # 2027-11-10
    ('HT1-AFOM-OSLOYTH',
     'LZmYklQUVHMxAGCMNZYXdcbjBKFwnqtsahilDWHLorVxOSkRpuUvPzgTfJmeyEQI/HKXWmzLMOZvxAGLBRZVWCHEMNtXQszy'
     'ofeda',
     '9S',
     '7D:6.36 8D:6.36 9D:6.36 9S:0.9 10S:0.9 JS:0.9 AS:15'),
    # 2027-11-11
    ('HT1-AFOM-LGGLMPZ',
     'KlmLMYGXzJWyAMGJbdamHCEFIBDyKLzsONZknpqxtoruPURlXWiYQwVgfeTjvhcS/FWkJxzOYmEKlAFDINlZPRzQsoqnpafb'
     'iutmMSyOLUxTKWvVHdchgCBkJrYGwejXE/BZxTkmHMUPXzAELHTRSZFCMKijbaXQOYfGchJUIBlgPdmVyeD',
     'JD',
     'JD:-4.54 2H:-1.3 4H:-1.3 JH:0.02'),
    # 2027-11-12
    ('HT1-AFOM-QXRPHEL',
     'ByzJWxXZlMmwALMINOWZPQzRblkjSVyxacivCDwBTYupdeosEGFqHrmtJXgnKUfh/BdnGlwRUZLMyALBGjgkCXNMWioahfpe'
     'dcObJlRyQmPEKwSqu',
     'QH',
     'KD:-12.9 8H:14.19 QH:-19.5 AH:-19.5'),
    # 2027-11-13
    ('HT1-AFOM-FYGHDBU',
     'GSzkxyMRvZmwAmKFajhlbzevPYZVcJfsQRwOBuEDNkWtHpGCqoIyrMnUxLgTiXdS/JWwGNQKlzMZmAMLHabdlBmIGhugiOWV'
     'kJEFysrpotqzvcnjSTQKZRUPfwCeYxNDX/STVNQtXYxHLWABHIGNFJLDOChecjXZSQMERKifa',
     'KD',
     'KD:-4.99 3H:-0.47 4H:-0.47 5H:-0.47 10H:-1.13 QH:-1.3 AH:-1.57'),
    # 2027-11-14
    ('HT1-AFOM-LGRAIGL',
     'TVzIJZGkmMWwAlJKBCzIbmajPWVZdhyfopnxNSwRrsquOktXcgiMFDUEGHTYLeQv/KZwMklLXyYmzAMLINXVZalhmcfbyBFE'
     'DPQOSCGHzRYwkdigxpnovestWjKrUuJqT/DNdZwzUYxBEMAIZLhicfVNPWUOKQlekbmgdzXGjRYaCS',
     'QH',
     '2H:9.59 8H:8.56 10H:8.93 QH:-19.5 KH:-19.5'),
    # 2027-11-15
    ('HT1-AFOM-JDWSEDV',
     'XlmLYZIMkUVzALIKNTQXRPkVBJpHdigbOvUynqoMtZGsuYfrwWEzxmhCDlScFjea/CkmZlyJLMPvzAlMBcdaibhgmCyDzEvF'
     'xGwItnopsfYjeOkNSQPuZULTrWKVqXJRH/HIULWmKlzMkyAKJIOkQNamljbcgdCBFGehxtDHLzonpwrXsqPyTSURvuYWiMZV'
     'fE/AHMDTYPRb',
     '5S',
     '5S:0.6 JS:4.3 QS:5.34'),
    # 2027-11-16
    ('HT1-AFOM-WRNYRDR',
     'GvwUVYKOPIJkABKINWLUJEYDSlVOfedbgxicXvaPZwmQqCozp',
     'KH',
     '2H:12.72 7H:9.24 KH:5.67'),
    # 2027-11-17
    ('HT1-AFOM-CHSMDCW',
     'HSWMmxVYyLZkAELJZWwYcvbaonqpfidDrsQxgU',
     '6S',
     '6S:-3.44 9S:-0.02 JS:-0.02 QS:8.93 KS:-0.02'),
    # 2027-11-18
    ('HT1-AFOM-WONGVQN',
     'LkxMPzZmyBFwAmGLDCyBopnwEJIvqzutPOYkFxHZRQSlecMiNUjXThVgrfKdsbWa/XkmKMzSUlDxyAkCEPyQVdcbmageifhz'
     'lSxRuTwOqUrNpjLsMtHoKYFXJZDWIvBnG/FLwIYxlmyOZzABLMCmkJadcjNXYWDyzGPKQZORxSbeiuEHqvnoswFIlhpVgtUr'
     'fT/AJGBKDCFTSWZ',
     '9C',
     '9C:0.88 10C:0.88 KC:0.88 AC:0.88 6S:5.15 QS:9.32 AS:4.49'),
    # 2027-11-19
    ('HT1-AFOM-EMLACSR',
     'KLYHMyBUZJXkAJCMWZXYBFKGidhlNTaUOoRxfeQcPySgD',
     'QS',
     'QS:-6.49 4H:1.73 6H:1.73 7H:1.73 8H:1.73'),
    # 2027-11-20
    ('HT1-AFOM-ZBPKBFC',
     'ClyKOULMZJxzAMJIBkCKDFzEPNyOpwrtQoRZSWmXTVYlbacgqxjsdenvGHLiufhU/NOPUWwVlmKTzAFkLMGJoEDKgSNUVQTO'
     'WXvCP',
     'KD',
     'KD:2.36 AD:2.36 6S:6.99 9S:7.62 6H:11.75 JH:11.59 QH:11.59'),
    # 2027-11-21
    ('HT1-AFOM-VMUFINB',
     'MkxTXYvyzIJlAKFHfdaiGEZBLCQDMmSIgheljcbytsXq',
     '2D',
     'JC:15.5 2D:1.5 3D:1.5 10D:11.5 JD:11.5'),
    # 2027-11-22
    ('HT1-AFOM-PMDODAN',
     'OTsWXmAZtVYzADBJeclkYSWZhQifagdIPvUT',
     'QH',
     'QC:-12.9 KC:-12.9 10D:-15.7 9H:14.65 QH:-19.12 KH:-19.12 AH:-19.12'),
    # 2027-11-23
    ('HT1-AFOM-UJDDZIK',
     'YlyDKwMUXkmzAMJldmehEyDBnopsQkPOGFrCIHYLajicTzSwUxRuWvVqXtNKZgbf/PacQSuWvyCFqABXMgdicZYVWbathoqU'
     'nCOwGrDPx',
     '4H',
     '5D:-0.89 7D:0.12 8D:0.12 4H:-4.13 9H:8.94 AH:8.52'),
    # 2027-11-24
    ('HT1-AFOM-YSIXECU',
     'ZklBWxMSzLwyAkBMCDuHOUYZNWTXamjdbczfEtGFnrqoPyVxegJwpSLlsRKivQIh/JYzLZmSXyHkxAJFGNZXkdcajBLCMDEt'
     'yomqnbxzlRQwPVTsUferugvKphSIYiOHW/ARnJWYEKXMwxADEMZNWXjgehQOYIfmbcKHBGLCnJ',
     'KH',
     'QS:-15.44 7H:-10.06 9H:-14.73 10H:-14.73 KH:-19.44 AH:-19.44'),
    # 2027-11-25
    ('HT1-AFOM-WKIHGYA',
     'XyzMYlJkmEZxAKCJdcbfezihBkDIPONZEHMuQRxXowsvSUtTanyljgLqWrGVYmFp/JKWZkmwyzVlxAlMIbmjiNXVWfadhQzO'
     'PRySTgewxBGFuqpnorvtLDsCkEYJZKcHU/klzLWwFKmMZyAMkLblgmaiheDzCFdycwfvjtnYpoPZXWquSrTRQsxBKJUOIGVN'
     'HE/AMLIDGEJPWYUijmlQXTtpoqnBkgHabehSOvRNVFfwKr',
     '9H',
     '9H:-4.5 QH:0.62 AH:-0.44'),
    # 2027-11-26
    ('HT1-AFOM-IWKVBRC',
     'XZwKmyQRkYlzAJwGBqDCcafibdgljhekPYXyEoKHprsnIZLFtuzVSOxRTNmQWUMv/PSmKMWLZyJklALJEaljwBmDHNVUWnqo'
     'zPvORbeuyrptkChxMsZgYGFfXITdiKQcS/YmyVXkIZwKUzAKGkamlgNXWUPQzOBDCtbedfqposRZxYwvujIHFiJEyVLnrhMc'
     'ST/AFDEYXWVNOKZHCILibdhgculnpyxwstqPvRBeaMG',
     '7S',
     '9D:9.5 7S:-4.5 AS:9.5'),
    # 2027-11-27
    ('HT1-AFOM-JZPTPAD',
     'HUzLkxQlmJWYAJHMDEBCGFzLsprotuqnIYZKvmWXwliUxVhTySfegdabjcORkQNP/HOnDxyIJXGNlAKIFWUTRSPVOGBDJgif'
     'kLsjCMtuE',
     'QH',
     'KD:-11.23 3H:11.94 10H:10.62 QH:-19.5 KH:-19.5 AH:-19.5'),
    # 2027-11-28
    ('HT1-AFOM-HEHVITV',
     'RwzMYxKZlJTUABMFeichfgbvHDWKZTRXjadYkmVxIEnlJGSt',
     '5D',
     '4C:10.65 3D:11.17 5D:-19.5 9D:-19.5'),
    # 2027-11-29
    ('HT1-AFOM-ICPSUPJ',
     'HYyZwxGWkKLzAjIKbdcaYTURQZVXPWSmOLyNCEBnifwetsoG',
     '7C',
     '7C:0.35 9H:13.98 10H:13.98 AH:13.98'),
    # 2027-11-30
    ('HT1-AFOM-MZVLGIH',
     'QSyETzklmDJZACKkONZSByEmTRMQelhfPwvYFXDcHWGbIiJudajstnqrxVLpzUgo/VXZILMGwzJYkAKJCclfeYUsThbgmjiR'
     'HdaVIPOW',
     'KC',
     'KC:-2.7 AC:-2.7 4H:3.39 8H:1.53 9H:1.53 10H:1.53 QH:1.52'),
    # 2027-12-01
    ('HT1-AFOM-SUSSLSF',
     'LPUCEzYklMWyALBYjgemWRTQXPVOcvxatqunCpJNDrEfFhHs',
     'KH',
     'QC:14.12 AC:14.12 5S:14.5 KH:11.32'),
    # 2027-12-02
    ('HT1-AFOM-WVIFFNY',
     'MWZUmzQXlGkyAMIlbadjBFDYgcfiEJCXhmekUTyWSzRwusVtvqQrKxPHLpOGZoNn/LXzRSyYZlKkmAKIHBGFMamcjCLyJNSZ'
     'UhgzeifvbsoqrtkupOPYTEDXwldWnxQVR/LMlWkmJuvXYZALKIcmigCJBHTXOWjdasYQkVtfr',
     '4H',
     '4H:-5.34 5H:-5.34 9H:-2.17 10H:-2.17 KH:-2.17'),
    # 2027-12-03
    ('HT1-AFOM-MKJIRRH',
     'LlzMWkVZyGXYAKEMBCDLbmdhFyGlaecvgftYponXrqsJRQUWHZIzNxkVSPwjTOui/YkvIUXOlmKLZAGDkafjgQPOZBvCEbdh'
     'enXqxopIwRzVUrHtyJuFmKsTlLYSiMWNc/KPkGLVMwxlyzAMEKBmkLfxgdabhwqourcjZvNXtQFDzpGCyYTsOSUnlRVIiWPJ'
     'He/ALBIDHJGEQFCRXUOcgdlNSPkYVxwupsnZWto',
     '8D',
     '8D:-0.97 7S:9.12 5H:15.07 AH:5.51'),
    # 2027-12-04
    ('HT1-AFOM-QEPMJNZ',
     'MmwNZkFTWJKlAFCMBkzKcmibdaplQLNYORjZrouwegnfsXJqhWVtvTUIxSHEyPGD/LkmEGyMWlKSzAGMKadciebzmCElJNQY'
     'ZOPkXfjuhRSwUnrqotIspTHvyVDLxWBgF/HWzMZyYkvVmxAJHMalidTQSZCkBzprtsONyYcfbgqnxuDoEwFvGWmULjVRKhXP'
     'Ie/AKMBRXTVJFLHfchljadmNUQWgbetvosn',
     'KH',
     '5C:-2.42 6C:-2.42 JH:-11.95 KH:-16.69 AH:-16.69'),
    # 2027-12-05
    ('HT1-AFOM-BHRIMXZ',
     'HVxLWXMlzZkmAJIMbmfhOVTYCEDLNQSUaedjZRXlicwgqnoprxvzGkBFKtHuysPW/QkxBZwILlXmzALmMOZWYBIzHqspobae'
     'lfdjwQvTSgckuRnVUryxKNJEtPGDiXFCh/EXxJmzUWkLNYAJkHCWBMDFULNXzTEIsudceiotqrvnZpgfYyhbVxjaRwlSPKmQ'
     'OG/AEJHXWTPafmldhcjSOVFiegxbGk',
     '10H',
     '3C:-0.5 5C:-0.66 AC:-2.23 5D:-0.11 6D:-0.11 AD:-2 10H:-5.78'),
    # 2027-12-06
    ('HT1-AFOM-QNNWOZA',
     'SXzWkxJZwMlmAkHGNmXWOQRMcajhPTYlfgzeBCxJnrtpSVZsqLIovKUuwiFdyDEb/LMWKkzDQxZlyAMKDbkijECZLNVSOTQm'
     'WczedByFIGxwJRUPsnultXgvrYfpqhaHo/KWzVZxMXkYlmAJDLajheQYWZPXTSHFBGMIKEcgbyonqprwvsdlzxtRukUimOVf'
     'CN/AMKLdcajSXYWilgfDCGTBwEFr',
     '5H',
     '5H:-5.09 7H:-2.12 9H:-0.5 KH:1.92'),
    # 2027-12-07
    ('HT1-AFOM-UWBANMB',
     'LlwSTkJPWHZzAkBHNMTYOQlSbhgyPRxvawdcoqspCDrJEFGmnjtzULiXVZKfuIeW/SYZBXkMlzVWxAMxJPNYXgilehadjBmy'
     'HS',
     'QS',
     '4C:7.92 6C:8.26 7C:8.26 8C:8.26 10C:8.26 KC:8.26 QS:-4.68 6H:5.68'),
    # 2027-12-08
    ('HT1-AFOM-WZXGXPQ',
     'SlwTXuKMYHLxAMHlWxVTbehmONrZajfgdKcwtnEpCvLQBRJYDPIS',
     '7C',
     '7C:-5.5 10S:-2.52 QS:10.48'),
    # 2027-12-09
    ('HT1-AFOM-BPDNJPU',
     'YkyJKzZtuLMmAIBlGCrLNXQSTROmYzPbpjo',
     '2H',
     '2H:-4.92 5H:-1.65 10H:-1.82'),
    # 2027-12-10
    ('HT1-AFOM-DKRSOKV',
     'myzLMlJKNYZkAkFDalhgBCxzNZXubfevnMqpEwyLctomrjsYHUVIGJTSKQRiWOPd/mwxJkyMlzILXAMLDNYUkamclOyPXBxF'
     'EbedjftgiCwGzHsIvRQoZqpunSKVWrTJh/BKYFwyJLmVZkAJEGLVKMahbgQZYuTOvRNPFWpcqwnsdxSHXe',
     '8H',
     '10S:11.5 AS:11.5 8H:6.37 AH:11.5'),
    # 2027-12-11
    ('HT1-AFOM-TKMQLFK',
     'KMYJmyFHxLZzAMJHKEGLCkyBDYmFOZlVPjNXnqtuagzfospiQvRxdhWerIcUwSbT/LZzKlxkmyEMwAIHLadmjOwPNbegcGFz'
     'DVrUTWqSQXoRlYMZxfhkJuEstvCpnyBiK/luyIJxDHMBLTALRIBUJKjabdhXcg',
     '3D',
     '5C:0.14 6C:0.14 7C:0.14 8C:0.14 9C:0.14 AC:0.14 3D:-5.34 JD:1.34 KD:1.34'),
    # 2027-12-12
    ('HT1-AFOM-CDICDWV',
     'CDoMVWKkwHJZAHBMEKICLJDFOXUTiajgbhlcYSRmZPVk',
     'KH',
     '6H:9.56 9H:9.87 10H:9.87 KH:-19.5 AH:-19.5'),
    # 2027-12-13
    ('HT1-AFOM-VCHTCYX',
     'ImxMQzWZyLklAEDKCByLNmQZalhjOxPYRTuzopqncfbegkdistrXFGWHUJvSwIMV/OZkJxzLmyIMlALIkbajiOzSUNPxWDCu'
     'BgdfchlevQRrVTYXKpoJyHMsGqnFwmtZE/LUWYkyVmzKXZALCHjlhgYVZUdabmBIMkWNQSfciunJxvROEPFezKDGy',
     'JH',
     '3H:-2.5 7H:-2.5 JH:-5.5'),
    # 2027-12-14
    ('HT1-AFOM-RRTJXGN',
     'UmxCDyVZzJKlAKkGamjgbczlBxCwDsEodehrnquXOUyPQvNRFiLZpYJTtWIfMVHS/JLXSWlVwzIMkALDHcaebgkhiBJvENWV'
     'TdjtxCFsuQOPzprmqUSyMXRwKYloIZfnG/GVzOoqIwyHtxAKFHNQWVifgeJGEILDCyMBX',
     'JH',
     '6D:-0.3 8D:-1.38 9D:-1.38 2S:-0.99 3S:-0.99 9S:-1.19 2H:-1.06 JH:-4.32'),
    # 2027-12-15
    ('HT1-AFOM-CQAFQLT',
     'HIRYkzVXyLZlALIMCFDHBJGmPXOTQNRYKylEutsrwvqnzpZxcWbiShUfVdgjoaek/qrsLMzRVlFGYACTHJIDcKBEWLlFUMgG'
     'nXQYPbdiaZOkN',
     'QH',
     'JS:-9.31 9H:14.96 QH:-19.5 KH:-19.5 AH:-19.5'),
    # 2027-12-16
    ('HT1-AFOM-PIXDXDU',
     'UlzLMYBkmWZwAMGKamjlBEHLcdbgehfiOXVkPNvWwspuyqxtFznDIUYCJRTrZQSo/klyMZxHLwKWzAMLKbcamQZVYejziCEk'
     'DNyxUFvuBGstJowrnHXlIfSWhdqRTgpPO/FLzJYkKMwGUWAGFJYSZXieldOMUTjamfbgRz',
     '9S',
     'QC:-14.23 9S:-19.5 6H:-6.52 7H:-6.52 JH:-14.88 QH:-14.88 KH:-14.88'),
    # 2027-12-17
    ('HT1-AFOM-NUYPLBO',
     'VYxTZzKlmRSyAMzKgafjOYXmisehqopyDFrCGZBEHWJknwvUbxTltSLQuRVPdcIN/WYlMkzCHmKXwAMHKNTQYdcbhaegmifl'
     'kSzRXOUuyFDEwIGCvVqxPWLoZprJntBjs/KWXLMVDHZFIYALHFfdacMDBKherxqpnyolts',
     'AD',
     '3D:4.19 8D:4.71 AD:1.14 8S:4.34 JS:4.35 QS:12.35 AS:4.33'),
    # 2027-12-18
    ('HT1-AFOM-MIODRFX',
     'LQXMZwHkmTyzAGDMcbapEHFLBwICJlKvOZkTrnqostyXNPSxumzWdVihUfjRYegQ/UlyVYkLMZmuzAFLWMXGJfahiVZRTSmO'
     'YDEuCgblkPNwzjexcorpn',
     '8H',
     '9C:1.42 QC:1.42 8H:-2.5'),
    # 2027-12-19
    ('HT1-AFOM-REYBISR',
     'VmwBZkLlxUyzAmIMNUSZBDFwabgldiefnuqtckjzCGHvoYXxJKWEpVTrhyQRLsOP/UWkIYZDNcCPRADCKLIVHUYXRBNJMWZO'
     'S',
     '6C',
     '6C:-2.08 8C:6.94 5D:5.15 8D:5.15 7S:1.5'),
    # 2027-12-20
    ('HT1-AFOM-ICMDNQE',
     'VwzKlxRYyWXkAMkEbailOYXZBCDmQNPKRWVxchfjoqutwnpvSJysTILrzHgeUFGd/ZklUmxVWYFJXABLMcblmfdehOUYXDCk'
     'zrnsqPyVNtjpowJZvGFTxWHSuIERiKaQg/EGLXYkKZvJMSAIKFgihmXUSRYVTNQOslntqpdfjeroyM',
     '10H',
     '4D:16.94 JD:16.94 AD:16.94 10H:7.14 AH:15.08'),
    # 2027-12-21
    ('HT1-AFOM-HAEJLMC',
     'WXzKMZGJlUYmAIMLbadzDFKJcegqportBHnyvXukiWhlfmVwSRQjUTOGYPZEsCxN/OmzXZxMQVYlyAMDLaldhCEBvOZWYbce'
     'mPXVkFuyKGHpwnTtrfzxSgJsRiIqQjUoN/JlzLXmMkyIZxAKLMONWXaihlCmkBRSQZPTUYdezcDFvyGuwEHspIqtjoVgnxJb'
     'fr/AJKIZQPYji',
     '3S',
     '3S:2.72 7S:7.12 QS:9.54'),
    # 2027-12-22
    ('HT1-AFOM-QSIRIXE',
     'JKMILXYkzAlmAMLkBDzsdachbygmNrURqnpoutZKwvlJVQTfXWSFGxiEHYPCIjOe/WXYZkmItxHJMAzKFZPUWopinBDTkcdm'
     'bflEeCHXSNYVGu',
     '5H',
     '5H:-5.23 6H:-5.23 JH:-2.43 KH:-2.47'),
    # 2027-12-23
    ('HT1-AFOM-VVGQYAJ',
     'LlmMUZIKkJQzALHKbdciBEMINkPRFZCJDGYhfXeWjUgVlTaSmtyQnrozuqsxwvpO/VZmXvyAYzUWlAlMKBDkxQNOZPXTWpsr'
     'qagmhCFzwebdjEHnuIYoGtiULvfRJyScV/EZlLMvXYzTkmAkCBOQPWNZMYEGDubgdlFJznrqmpiechvtjsxoVwyXUIKSTHLR'
     'af/AKLJOUWVZPSBNXTvefbmzxuralkcHFCGEiDIgYjdpn',
     '6D',
     'AC:0.5 6D:-2.5 9S:0.5'),
    # 2027-12-24
    ('HT1-AFOM-NTXHQKF',
     'MUmKLlYkwJQZAIFMajhiNYQXHJGLTkOSWwZVbmlgnqozerKdtpEsvUDuxRCfyPBc/RYmJZxVWzklyAmMFagfhOZWkbjesNyR'
     'xnvtuizdqEBDpGwCoHVIYcXLUrTKQlSJP/YklJXyTZzLmwAKJMadceNZWYbhgyQkPTCLIGRnOzUlSxsjqrmitpuHXovfVEwF'
     'BD/AlLMYZVXHcGC',
     'QC',
     'QC:-0.75 4D:2.36 6D:2.16 8D:2.43 3S:2.21 8S:2.15 9S:2.15 QS:9.94'),
    # 2027-12-25
    ('HT1-AFOM-JRDKFFN',
     'ZwzIKLVXyFMUAkCmUZOXjhfgcibePVWTJvHl',
     '9H',
     '6C:16.9 7C:16.9 8C:16.9 AC:16.91 7D:16.8 KD:16.8 9H:12.96'),
    # 2027-12-26
    ('HT1-AFOM-ZPNBKZW',
     'MYvIZlmwyUkzAMLKbhfjONZRBHDGedclPmQYgniaotsWCxEJpzvVTXSyrIqkuFwU/IMZJTlYmzWkyALIJBClFNWVXdcibORS'
     'YaesjgfkqPUTzEwxDGvrKQZupHonyMhmt/IMzAEbKYmGRvAKLIGBCtqrnpjbihSONRQeWVPXJgvsoUdMcf',
     '2S',
     'KD:3.55 AD:3.55 2S:-4.36 AS:9.68'),
    # 2027-12-27
    ('HT1-AFOM-BBALIEX',
     'ZwyLXkDGYIlmAJLGXWVZRQSPCEKkONUThlifIFdDgjrcbveaqtop',
     '3C',
     '3C:-2.5 AC:4.5 AS:0.5'),
    # 2027-12-28
    ('HT1-AFOM-HULTPVS',
     'EFSIXyJTYMvwACGELFHJMqID',
     'AD',
     'AD:4.56 QS:9.94 2H:11.25 6H:11.27 8H:13.87 9H:13.87 10H:13.87 JH:13.87 QH:13.87 AH:16.33'),
    # 2027-12-29
    ('HT1-AFOM-TACGEDM',
     'BabFXZIJkMvxACLFaihcHDGBgflbKEWIMNnJmdXk',
     'QH',
     '5H:9.59 8H:9.2 10H:9.57 QH:-19.5 KH:-19.5 AH:-19.5'),
    # 2027-12-30
    ('HT1-AFOM-DWHKZSU',
     'XYZkwyvxzJVmAHGFQSNRVOTsrhpqnLwtKMEBgbcaifPdjlUe',
     '10C',
     '10C:4.42 JC:4.42 AS:12.45 3H:9.79'),
    # 2027-12-31
    ('HT1-AFOM-CRRCPAW',
     'JXwELZPmyklzAIJLNWTYchelDwCMOQUZBHGuPRVvftbdgsiaSkXqjKmzxroFypnE/MYxLVyGlmZkzAkCBONSZcjgmPTUVabe'
     'idflhQWYLHEGXIKFzsorqutpxJyDvMwRn/MXzUVYPWlZtyABDkRZXYmchfNIQWgedbiaJUPqzOTtKS',
     'JS',
     'JS:-9 KS:-9 7H:13.22 10H:14.4 JH:14.4'),
)
