"""Screenshot: the dead-end dialog (game/ui/dead_end.py) over a real lost table, en and ru.

    SDL_VIDEODRIVER=dummy PYTHONPATH=. python3 tools/dead_end_shot.py OUT_DIR

The worked example is played at random (seeded) until it is lost, three more moves are
made, and the scene's dead-end dialog is drawn over the table (the state is lost but not
yet a dead end, so this is the dialog the scene shows as soon as no move is left).
"""

from __future__ import annotations

import sys


def main(out: str) -> None:
    import pygame

    from game.heart_to_heart.solver import winnable
    from game.heart_to_heart.state import Game
    from game.rng import Rng
    from game.storage import MemoryBackend, Storage, set_default_storage
    from game.ui import app as app_module
    from game.ui.options import Options

    set_default_storage(Storage(MemoryBackend()))
    for lang in ("en", "ru"):
        app = app_module.App(Options(lang=lang))
        app.nav.load_game_scenes()
        app.nav.go("heart_to_heart", deal=0)
        g = Game.from_code("HH1-N-AAAAAAM")
        rng = Rng(3)
        while winnable(g) and g.status == "playing":
            targets = ["stock"] + g.tappable()
            g.tap(targets[rng.below(len(targets))])
        for _ in range(3):
            targets = ["stock"] + g.tappable()
            g.tap(targets[rng.below(len(targets))])
        app.nav.scene.start(g)
        for _ in range(5):
            app.frame()
        app.nav.close_screens()
        app.nav.scene.show_dead_end()  # what the scene shows (explanation, outlined cards)
        app.render()
        pygame.image.save(app.display.screen, f"{out}/dead_end_{lang}.png")
        app.shutdown()


if __name__ == "__main__":
    main(sys.argv[1])
