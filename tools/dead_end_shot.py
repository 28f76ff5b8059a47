"""Screenshot: the dead-end dialog (game/ui/dead_end.py) over a real lost table, en and ru.

    SDL_VIDEODRIVER=dummy PYTHONPATH=. python3 tools/dead_end_shot.py OUT_DIR
"""
import sys
import pygame
from game.storage import MemoryBackend, Storage, set_default_storage
set_default_storage(Storage(MemoryBackend()))
from game.ui import app as A
from game.ui.options import Options
from game.ui.dead_end import dead_end_dialog
from game.heart_to_heart.solver import winnable
from game.heart_to_heart.state import Game
from game.rng import Rng
out = sys.argv[1]
for lang in ('en', 'ru'):
    a = A.App(Options(lang=lang)); a.load_game_scenes()
    a.go('heart_to_heart', deal=0)
    sc = a.scene
    g = Game.from_code("HH1-N-AAAAAAM")
    rng = Rng(3)
    while winnable(g) and g.status == 'playing':
        ts = ['stock'] + g.tappable(); g.tap(ts[rng.below(len(ts))])
    for _ in range(3):
        ts = ['stock'] + g.tappable(); g.tap(ts[rng.below(len(ts))])
    sc.start(g)
    a.dialog = None
    for _ in range(5): a.frame()
    a.dialog = None
    a.show_dialog(dead_end_dialog(g, on_rewind=print, on_restart=print, on_new=print))
    a.render(); pygame.image.save(a.screen, f'{out}/dead_{lang}.png')
    a.shutdown()
