#!/usr/bin/env python3
"""Times the game's start-up as a player sees it: from launching `tileflow` to its first frame shown,
in an Xvfb display of its own on SDL's software renderer, with a fresh player folder each run, and
the resident memory then. Also times a headless command's whole process.

Usage: scripts/measure-startup.py [BUILD_DIR] [--runs N] [--size WxH] [--fullscreen]
  (default build/, 15 runs, a 1280x720 display; --fullscreen: the player's settings ask for full
  screen, so the window is the whole display)
Needs Xvfb (scripts/install-deps.sh --test installs it). Prints the median and the worst run.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time


def main() -> int:
    args = sys.argv[1:]
    runs = 15
    size = "1280x720"
    build = "build"
    fullscreen = False
    i = 0
    while i < len(args):
        if args[i] == "--runs" and i + 1 < len(args):
            runs = int(args[i + 1])
            i += 2
        elif args[i] == "--fullscreen":
            fullscreen = True
            i += 1
        elif args[i] == "--size" and i + 1 < len(args):
            size = args[i + 1]
            i += 2
        else:
            build = args[i]
            i += 1
    tileflow = os.path.join(build, "tileflow")
    if not os.access(tileflow, os.X_OK):
        print(f"measure-startup: {tileflow} not found; build first (scripts/build.sh)", file=sys.stderr)
        return 2
    width, height = size.split("x")
    with tempfile.TemporaryDirectory(prefix="tileflow-startup.") as scratch:
        read_fd, write_fd = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", f"{width}x{height}x24",
                                 "-nolisten", "tcp"], pass_fds=(write_fd,), stderr=subprocess.DEVNULL)
        os.close(write_fd)
        display = os.read(read_fd, 16).decode().strip()
        os.close(read_fd)
        try:
            firsts, memories, commands = [], [], []
            for run in range(runs):
                pref = os.path.join(scratch, f"pref{run}")
                os.makedirs(pref)
                if fullscreen:
                    with open(os.path.join(pref, "settings.yaml"), "w", encoding="utf-8") as f:
                        f.write("format: 2\nfullscreen: true\n")
                env = dict(os.environ, DISPLAY=f":{display}", SDL_RENDER_DRIVER="software",
                           SDL_AUDIODRIVER="dummy", TILEFLOW_PREF_DIR=pref)
                start = time.monotonic()
                game = subprocess.Popen([tileflow, "play", "--log-events"], env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True)
                line = ""
                while "first frame shown" not in line:
                    line = game.stdout.readline()
                    if not line:
                        print("measure-startup: the game ended before its first frame", file=sys.stderr)
                        return 1
                firsts.append((time.monotonic() - start) * 1000)
                memories.append(float(line.split("resident ")[1].split(" MB")[0]))
                game.kill()
                game.wait()
                start = time.monotonic()
                subprocess.run([tileflow, "catalog"], check=True, stdout=subprocess.DEVNULL)
                commands.append((time.monotonic() - start) * 1000)
        finally:
            xvfb.kill()
            xvfb.wait()
    window = "full screen" if fullscreen else "the game's own window"
    print(f"{runs} runs, display {size}, {window}, software renderer, fresh player folder each")
    print(f"game's first frame: median {statistics.median(firsts):.0f} ms, worst {max(firsts):.0f} ms (budget 200)")
    print(f"resident memory then: median {statistics.median(memories):.1f} MB, most {max(memories):.1f} MB "
          "(budget 60)")
    print(f"`tileflow catalog`, whole process: median {statistics.median(commands):.1f} ms, "
          f"worst {max(commands):.1f} ms (budget 15)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
