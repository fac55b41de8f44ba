#!/usr/bin/env python3
"""Times the game's start-up as a player sees it: from launching `tileflow` to its first frame shown,
in an Xvfb display of its own on SDL's software renderer, with a fresh player folder each run, and
the resident memory then. Also times a headless command's whole process.

Usage: scripts/measure-startup.py [BUILD_DIR] [--runs N] [--size WxH] [--fullscreen] [--wm PROGRAM]
  (default build/, 15 runs, a 1280x720 display; --fullscreen: the player's settings ask for full
  screen, so the window is the whole display; --wm: a window manager, e.g. openbox, runs on the
  display as on a desktop, so SDL's wait for it to confirm full screen is answered, as it is on a
  player's desktop, instead of timing out on a bare Xvfb)
Needs Xvfb (scripts/install-deps.sh --test installs it). Prints the median and the worst run.
"""
import os
import select
import statistics
import subprocess
import sys
import tempfile
import time


def wait_for_display(display: str) -> bool:
    """Xvfb names its display a moment before it takes connections: a program started at once fails
    to open it."""
    env = dict(os.environ, DISPLAY=f":{display}")
    deadline = time.monotonic() + 10
    while subprocess.run(["xprop", "-root", "-len", "0"], env=env, capture_output=True).returncode != 0:
        if time.monotonic() > deadline:
            print(f"measure-startup: display :{display} does not answer", file=sys.stderr)
            return False
        time.sleep(0.05)
    return True


def start_wm(wm: str, display: str):
    """Starts the window manager on the display and waits until it has taken the display over (the
    root window names it in _NET_SUPPORTING_WM_CHECK), so the first run is not timed against a
    window manager still starting."""
    env = dict(os.environ, DISPLAY=f":{display}")
    try:
        manager = subprocess.Popen([wm], env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                   start_new_session=True)
    except OSError as e:
        print(f"measure-startup: cannot start {wm}: {e}", file=sys.stderr)
        return None
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        probe = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env, capture_output=True, text=True)
        if "window id" in probe.stdout:
            return manager
        if manager.poll() is not None:
            break
        time.sleep(0.05)
    print(f"measure-startup: {wm} did not take display :{display} over", file=sys.stderr)
    manager.kill()
    manager.wait()
    return None


def main() -> int:
    args = sys.argv[1:]
    runs = 15
    size = "1280x720"
    build = "build"
    fullscreen = False
    wm = None
    i = 0
    while i < len(args):
        if args[i] == "--runs" and i + 1 < len(args):
            runs = int(args[i + 1])
            i += 2
        elif args[i] == "--fullscreen":
            fullscreen = True
            i += 1
        elif args[i] == "--wm" and i + 1 < len(args):
            wm = args[i + 1]
            i += 2
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
        # -noreset: the X server stays as it is when its last client leaves, as a desktop's does.
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", f"{width}x{height}x24",
                                 "-nolisten", "tcp", "-noreset"], pass_fds=(write_fd,), stderr=subprocess.DEVNULL)
        os.close(write_fd)
        # The pipe stays open while Xvfb runs: Xvfb may write its display number to it again, and a
        # closed pipe ends the server ("Cannot write display number"), after which SDL, unless told
        # x11, quietly falls back to a driver without a display and the runs measure nothing real.
        display = os.read(read_fd, 16).decode().strip()
        manager = None
        try:
            if not wait_for_display(display):
                return 1
            if wm:
                manager = start_wm(wm, display)
                if manager is None:
                    return 2
            firsts, memories, commands, cpus = [], [], [], []
            for run in range(runs):
                pref = os.path.join(scratch, f"pref{run}")
                os.makedirs(pref)
                if fullscreen:
                    with open(os.path.join(pref, "settings.yaml"), "w", encoding="utf-8") as f:
                        f.write("format: 2\nfullscreen: true\n")
                env = dict(os.environ, DISPLAY=f":{display}", SDL_VIDEODRIVER="x11", SDL_RENDER_DRIVER="software",
                           SDL_AUDIODRIVER="dummy", TILEFLOW_PREF_DIR=pref)
                start = time.monotonic()
                game = subprocess.Popen([tileflow, "play", "--log-events"], env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True)
                line = ""
                while "first frame shown" not in line:
                    if not select.select([game.stdout], [], [], 30)[0]:
                        print("measure-startup: no first frame within 30 s", file=sys.stderr)
                        game.kill()
                        return 1
                    line = game.stdout.readline()
                    if not line:
                        print("measure-startup: the game ended before its first frame", file=sys.stderr)
                        return 1
                firsts.append((time.monotonic() - start) * 1000)
                if xvfb.poll() is not None:
                    print("measure-startup: the X server ended during the run", file=sys.stderr)
                    return 1
                memories.append(float(line.split("resident ")[1].split(" MB")[0]))
                if "cpu " in line:
                    cpus.append(float(line.split("cpu ")[1].split(" ms")[0]))
                game.kill()
                game.wait()
        finally:
            if manager:
                manager.kill()
                manager.wait()
            xvfb.kill()
            xvfb.wait()
            os.close(read_fd)
    # A headless command's start, timed once the display is gone: right after a game was killed
    # the X server is still freeing its window, which took the time measured here from 6 to 16 ms.
    for _ in range(runs):
        start = time.monotonic()
        subprocess.run([tileflow, "catalog"], check=True, stdout=subprocess.DEVNULL)
        commands.append((time.monotonic() - start) * 1000)
    window = "full screen" if fullscreen else "the game's own window"
    if wm:
        window += f", window manager {wm}"
    print(f"{runs} runs, display {size}, {window}, software renderer, fresh player folder each")
    print(f"game's first frame: median {statistics.median(firsts):.0f} ms, worst {max(firsts):.0f} ms (budget 200)")
    if cpus:
        print(f"CPU used by then (the game's own, all threads): median {statistics.median(cpus):.0f} ms, "
              f"most {max(cpus):.0f} ms")
    print(f"resident memory then: median {statistics.median(memories):.1f} MB, most {max(memories):.1f} MB "
          "(budget 60)")
    print(f"`tileflow catalog`, whole process: median {statistics.median(commands):.1f} ms, "
          f"worst {max(commands):.1f} ms (budget 15)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
