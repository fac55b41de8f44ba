#!/usr/bin/env python3
"""Writes assets/catalog.yaml: flow kinds, landmark kinds, tile types and environments of Tileflow.

The catalog is generated so that every environment is closed: for every side (flow and height)
that any of its tiles shows, the environment also holds the end, straight, bend, tee and cross
of that side, so a generator can always finish a network it has started. Hexagonal tile types
(ids starting `hex-`) follow the same rule with every one-channel shape of a hex side, so each
environment is closed on hex boards too. Run from anywhere:

    python3 scripts/make-catalog.py            # rewrites assets/catalog.yaml
    python3 scripts/make-catalog.py --check    # exits 1 if the committed file is stale

Standard library only; the output depends on nothing but this file.
"""

import os
import sys

# Flow kinds: id, name, colour, art style (one the renderer draws: road path water rail pipe wire).
# Colours come from the Okabe-Ito and Paul Tol palettes, which stay apart for the common kinds of
# colour blindness; flows that share an art style also differ clearly in lightness.
FLOWS = [
    ("road", "Road", "#4d4d4d", "road"),
    ("path", "Footpath", "#ddaa33", "path"),
    ("river", "River", "#0072b2", "water"),
    ("rail", "Railway", "#882255", "rail"),
    ("stream", "Stream", "#56b4e9", "water"),
    ("canal", "Canal", "#009e73", "water"),
    ("pipe", "Pipeline", "#e69f00", "pipe"),
    ("cable", "Power line", "#332288", "wire"),
    ("trail", "Mountain trail", "#7f5a3c", "path"),
    ("tram", "Tramway", "#cc79a7", "rail"),
    ("lava", "Lava", "#cc3311", "water"),
    ("ice-road", "Ice road", "#9a8fd0", "road"),
    ("minecart", "Minecart track", "#666633", "rail"),
    ("hedge", "Hedgerow", "#117733", "path"),
]

NAMES = {f[0]: f[1] for f in FLOWS}

# Landmark kinds of Link levels, in kind order (kind 1 first): id, name, badge colour, badge shape.
# The shape tells the kinds apart without colour; the colours are the Okabe-Ito palette (white for
# the eighth) and each badge has a dark outline, so it reads on every ground. The game has the same
# list built in (defaultLandmarkKinds in game/model/Catalog.cpp) for catalogs without the section.
LANDMARKS = [
    ("town", "Town", "#d55e00", "circle"),
    ("station", "Station", "#0072b2", "square"),
    ("harbour", "Harbour", "#56b4e9", "triangle"),
    ("mine", "Mine", "#e69f00", "diamond"),
    ("castle", "Castle", "#cc79a7", "star"),
    ("farm", "Farm", "#009e73", "hexagon"),
    ("tower", "Tower", "#f0e442", "cross"),
    ("mill", "Mill", "#ffffff", "ring"),
]
HEIGHTS = ["low", "normal", "high"]

# Sides (flow, height) that have the full set of basic pieces. Water lies low by nature.
SIDES = [
    ("road", "normal"), ("road", "high"), ("road", "low"),
    ("path", "normal"), ("path", "high"),
    ("river", "low"), ("river", "normal"),
    ("rail", "normal"), ("rail", "high"),
    ("stream", "low"), ("stream", "high"),
    ("canal", "low"), ("canal", "normal"),
    ("pipe", "normal"), ("pipe", "low"),
    ("cable", "normal"), ("cable", "high"),
    ("trail", "normal"), ("trail", "high"),
    ("tram", "normal"),
    ("lava", "low"), ("lava", "normal"),
    ("ice-road", "normal"),
    ("minecart", "normal"), ("minecart", "low"),
    ("hedge", "normal"),
]

HOME = {}
for flow, height in SIDES:
    HOME.setdefault(flow, height)

# Environments: id, name, ground art of the blank tile, sides its tiles may show.
ENVIRONMENTS = [
    ("countryside", "Countryside", "grass",
     ["road/normal", "path/normal", "river/low", "stream/low", "hedge/normal", "trail/normal",
      "rail/normal", "road/high"]),
    ("town", "Town", "paving",
     ["road/normal", "road/high", "road/low", "path/normal", "path/high", "tram/normal",
      "cable/normal", "cable/high", "canal/low", "rail/normal"]),
    ("forest", "Forest", "moss",
     ["path/normal", "trail/normal", "trail/high", "stream/low", "stream/high", "river/low",
      "hedge/normal", "road/normal", "path/high"]),
    ("mountains", "Mountains", "rock",
     ["road/normal", "road/high", "rail/normal", "rail/high", "path/normal", "path/high",
      "trail/normal", "trail/high", "stream/low", "stream/high", "cable/high", "river/low"]),
    ("coast", "Coast", "sand",
     ["road/normal", "path/normal", "river/low", "river/normal", "canal/low", "canal/normal",
      "stream/low", "rail/normal", "trail/normal", "road/high"]),
    ("industry", "Industry", "concrete",
     ["road/normal", "road/low", "road/high", "rail/normal", "rail/high", "pipe/normal",
      "pipe/low", "cable/normal", "cable/high", "canal/low", "minecart/normal"]),
    ("volcano", "Volcano", "ash",
     ["lava/low", "lava/normal", "trail/normal", "trail/high", "minecart/normal",
      "minecart/low", "path/normal", "rail/normal", "rail/high", "road/high"]),
    ("winter", "Winter", "snow",
     ["ice-road/normal", "road/normal", "path/normal", "stream/low", "river/low",
      "rail/normal", "trail/normal", "cable/high"]),
    ("desert", "Desert", "dunes",
     ["road/normal", "trail/normal", "path/normal", "pipe/normal", "pipe/low",
      "minecart/normal", "minecart/low", "river/low", "rail/normal", "road/high"]),
    ("railway", "Railway", "ballast",
     ["rail/normal", "rail/high", "tram/normal", "road/normal", "road/high", "path/normal",
      "path/high", "minecart/normal", "cable/high", "river/low"]),
]

SHAPE_NAMES = {"end": "end", "straight": "straight", "corner": "bend", "tee": "junction",
               "cross": "crossroads"}

tiles = []
ENV_SUMMARY = []


def side_text(side):
    if side is None:
        return "none"
    flow, height = side
    return flow if height == "normal" else f"{flow}/{height}"


def add(tile_id, name, sides, channels=None):
    tiles.append({"id": tile_id, "name": name, "sides": sides, "channels": channels})


def suffix(flow, height):
    # Ids and names mention a height only when it is not the flow's usual one.
    return "" if height == HOME[flow] else "-" + height


def height_word(flow, height):
    if height == HOME[flow]:
        return ""
    return {"low": "sunken ", "normal": "embanked " if HOME[flow] == "low" else "", "high": "raised "}[height]


def basic_pieces():
    for flow, height in SIDES:
        s = (flow, height)
        base = flow + suffix(flow, height)
        word = height_word(flow, height) + NAMES[flow].lower()
        word = word[0].upper() + word[1:]
        add(f"{base}-end", f"{word} end", [s, None, None, None])
        add(f"{base}-straight", f"{word} straight", [s, None, s, None])
        add(f"{base}-corner", f"{word} bend", [s, s, None, None])
        add(f"{base}-tee", f"{word} junction", [s, s, s, None])
        add(f"{base}-cross", f"{word} crossroads", [s, s, s, s])


# Climbs along one flow: a ramp (weir, lock, waterfall) on a straight, a step round a bend.
CLIMBS = [("road", "low", "normal"), ("road", "normal", "high"), ("path", "normal", "high"),
          ("river", "low", "normal"), ("rail", "normal", "high"), ("stream", "low", "high"),
          ("canal", "low", "normal"), ("pipe", "low", "normal"), ("cable", "normal", "high"),
          ("trail", "normal", "high"), ("lava", "low", "normal"), ("minecart", "low", "normal")]


def climb_noun(flow, lo, hi):
    noun = NAMES[flow]
    if sum(1 for c in CLIMBS if c[0] == flow) > 1:
        noun = f"{noun} ({lo} to {hi})"
    return noun


def ramp_name(flow, lo, hi):
    kind = {"river": "weir", "canal": "lock", "stream": "waterfall", "lava": "lava fall"}.get(flow, "ramp")
    return f"{climb_noun(flow, lo, hi)} {kind}"


def ramps():
    # A ramp climbs along a straight; a step climbs round a bend, turning left or right.
    for flow, lo, hi in CLIMBS:
        a, b = (flow, lo), (flow, hi)
        noun = climb_noun(flow, lo, hi)
        add(f"{flow}-ramp-{lo}-{hi}", ramp_name(flow, lo, hi), [a, None, b, None])
        add(f"{flow}-step-right-{lo}-{hi}", f"{noun} climbing bend right", [a, b, None, None])
        add(f"{flow}-step-left-{lo}-{hi}", f"{noun} climbing bend left", [b, a, None, None])
    # Junctions where a branch climbs away from the main line.
    for flow, lo, hi in [("road", "normal", "high"), ("rail", "normal", "high"),
                         ("path", "normal", "high"), ("pipe", "low", "normal"),
                         ("cable", "normal", "high")]:
        a, b = (flow, lo), (flow, hi)
        noun = NAMES[flow]
        add(f"{flow}-{lo}-tee-up", f"{noun} junction with a climbing branch", [a, b, a, None])
        add(f"{flow}-{hi}-tee-down", f"{noun} junction with a falling branch", [b, a, b, None])


# (over, under): the first flow crosses the second on two separate channels.
BRIDGES = [
    # high over low
    (("road", "high"), ("river", "low")), (("road", "high"), ("canal", "low")),
    (("road", "high"), ("stream", "low")), (("road", "high"), ("lava", "low")),
    (("road", "high"), ("road", "low")), (("road", "high"), ("pipe", "low")),
    (("road", "high"), ("minecart", "low")),
    (("rail", "high"), ("river", "low")), (("rail", "high"), ("canal", "low")),
    (("rail", "high"), ("road", "low")), (("rail", "high"), ("stream", "low")),
    (("rail", "high"), ("lava", "low")), (("rail", "high"), ("minecart", "low")),
    (("path", "high"), ("stream", "low")), (("path", "high"), ("river", "low")),
    (("path", "high"), ("canal", "low")), (("path", "high"), ("road", "low")),
    (("trail", "high"), ("stream", "low")), (("trail", "high"), ("river", "low")),
    (("trail", "high"), ("lava", "low")),
    (("cable", "high"), ("road", "low")), (("cable", "high"), ("river", "low")),
    (("cable", "high"), ("canal", "low")), (("cable", "high"), ("pipe", "low")),
    (("stream", "high"), ("road", "low")),
    # normal over low
    (("road", "normal"), ("river", "low")), (("road", "normal"), ("canal", "low")),
    (("road", "normal"), ("stream", "low")), (("rail", "normal"), ("river", "low")),
    (("rail", "normal"), ("canal", "low")), (("rail", "normal"), ("stream", "low")),
    (("path", "normal"), ("stream", "low")), (("path", "normal"), ("river", "low")),
    (("trail", "normal"), ("stream", "low")), (("tram", "normal"), ("canal", "low")),
    (("minecart", "normal"), ("lava", "low")), (("ice-road", "normal"), ("stream", "low")),
    (("ice-road", "normal"), ("river", "low")), (("pipe", "normal"), ("canal", "low")),
    (("trail", "normal"), ("lava", "low")), (("road", "normal"), ("road", "low")),
    (("road", "normal"), ("pipe", "low")), (("rail", "normal"), ("minecart", "low")),
    # high over normal
    (("road", "high"), ("rail", "normal")), (("rail", "high"), ("road", "normal")),
    (("cable", "high"), ("road", "normal")), (("cable", "high"), ("rail", "normal")),
    (("road", "high"), ("path", "normal")), (("path", "high"), ("road", "normal")),
    (("path", "high"), ("rail", "normal")), (("road", "high"), ("road", "normal")),
    (("rail", "high"), ("rail", "normal")), (("trail", "high"), ("trail", "normal")),
    (("road", "high"), ("tram", "normal")), (("path", "high"), ("tram", "normal")),
    (("rail", "high"), ("minecart", "normal")), (("trail", "high"), ("minecart", "normal")),
]


def bridge_name(over, under):
    kind = "viaduct" if over[1] == "high" and under[1] == "low" else "bridge"
    if over[0] == "cable":
        kind = "span"
    name = f"{NAMES[over[0]]} {kind} over {height_word(*under)}{NAMES[under[0]].lower()}"
    if over[0] == under[0] and under[1] == HOME[under[0]]:
        name = f"{NAMES[over[0]]} flyover"
    return name


def bridges():
    for over, under in BRIDGES:
        oid = over[0] + suffix(*over)
        uid = under[0] + suffix(*under)
        add(f"bridge-{oid}-over-{uid}", bridge_name(over, under), [over, under, over, under], [[0, 2], [1, 3]])


# Two flows cross at the same height without joining (a level crossing, a ford, a gate).
CROSSINGS = [("rail", "road", "Level crossing"), ("tram", "road", "Tram crossing"),
             ("path", "road", "Zebra crossing"), ("trail", "path", "Trail crossing"),
             ("hedge", "path", "Field gate"), ("rail", "path", "Foot crossing"),
             ("minecart", "rail", "Mine junction"), ("minecart", "trail", "Mine track crossing"),
             ("ice-road", "road", "Frozen crossing"), ("cable", "pipe", "Utility crossing"),
             ("tram", "rail", "Tram diamond"), ("hedge", "trail", "Stile")]
WATER_CROSSINGS = [("canal", "river", "Canal aqueduct junction"), ("stream", "river", "Ford"),
                   ("canal", "stream", "Canal culvert")]


def crossings():
    for a, b, name in CROSSINGS:
        sa, sb = (a, HOME[a]), (b, HOME[b])
        add(f"crossing-{a}-{b}", name, [sa, sb, sa, sb], [[0, 2], [1, 3]])
    for a, b, name in WATER_CROSSINGS:
        sa, sb = (a, "low"), (b, "low")
        add(f"crossing-{a}-{b}", name, [sa, sb, sa, sb], [[0, 2], [1, 3]])


# One flow becomes another: a road narrows to a path, a stream widens into a river.
TRANSITIONS = [("road", "path"), ("road", "ice-road"), ("path", "trail"), ("road", "trail"),
               ("rail", "tram"), ("rail", "minecart"), ("tram", "road"), ("path", "hedge"),
               ("stream", "river"), ("river", "canal"), ("stream", "canal"), ("lava", "stream"),
               ("pipe", "canal"), ("trail", "hedge")]


def transitions():
    for a, b in TRANSITIONS:
        sa, sb = (a, HOME[a]), (b, HOME[b])
        na, nb = NAMES[a], NAMES[b].lower()
        add(f"{a}-to-{b}", f"{na} becomes {nb}", [sa, None, sb, None])
    for a, b in [("road", "path"), ("rail", "tram"), ("stream", "river"), ("road", "trail"),
                 ("path", "trail"), ("road", "ice-road")]:
        sa, sb = (a, HOME[a]), (b, HOME[b])
        na, nb = NAMES[a], NAMES[b].lower()
        add(f"{a}-to-{b}-bend-right", f"{na} bends right into {nb}", [sa, sb, None, None])
        add(f"{a}-to-{b}-bend-left", f"{na} bends left into {nb}", [sb, sa, None, None])
    for a, b in [("road", "path"), ("road", "trail"), ("rail", "tram"), ("river", "stream"),
                 ("canal", "river"), ("road", "ice-road"), ("rail", "minecart"),
                 ("path", "hedge")]:
        sa, sb = (a, HOME[a]), (b, HOME[b])
        add(f"{a}-tee-{b}", f"{NAMES[a]} with a {NAMES[b].lower()} branch", [sa, sb, sa, None])


def double_bends():
    # Two bends on one tile that never meet.
    for flow in ["road", "rail", "path", "river", "pipe", "cable", "stream", "trail"]:
        s = (flow, HOME[flow])
        add(f"{flow}-double-bend", f"{NAMES[flow]} double bend", [s, s, s, s], [[0, 1], [2, 3]])
    for a, b in [("road", "river"), ("rail", "road"), ("path", "stream")]:
        sa, sb = (a, HOME[a]), (b, HOME[b])
        add(f"{a}-bend-beside-{b}", f"{NAMES[a]} bend beside a {NAMES[b].lower()} bend",
            [sa, sa, sb, sb], [[0, 1], [2, 3]])


def blanks():
    for env_id, env_name, ground, _ in ENVIRONMENTS:
        add(f"{env_id}-blank", f"{env_name} ground", [None, None, None, None])
        tiles[-1]["ground"] = ground


# Hexagonal tiles have six sides, numbered clockwise from north-east (NE E SE SW W NW); side k
# faces side k + 3. Each shape is given by its channels at rotation 0.
#
# Every one-channel shape a hex side can take, up to turning (13 of them: any set of flow sides
# can then be laid), and the crossings of two or three straights through the centre that keep
# their networks apart, as bridges do.
HEX_SHAPES = [
    ("end", "end", [[0]]),
    ("sharp-bend", "sharp bend", [[0, 1]]),
    ("wide-bend", "wide bend", [[0, 2]]),
    ("straight", "straight", [[0, 3]]),
    ("arrow", "arrow junction", [[0, 1, 2]]),
    ("branch-right", "junction branching right", [[0, 1, 3]]),
    ("branch-left", "junction branching left", [[0, 3, 5]]),
    ("y", "Y junction", [[0, 2, 4]]),
    ("fan", "fan junction", [[0, 1, 2, 3]]),
    ("trident", "trident junction", [[0, 1, 2, 4]]),
    ("crossroads", "crossroads", [[0, 1, 3, 4]]),
    ("five-way", "five-way junction", [[0, 1, 2, 3, 4]]),
    ("star", "six-way star", [[0, 1, 2, 3, 4, 5]]),
    ("crossing", "two-way crossing", [[0, 3], [1, 4]]),
    ("three-way-crossing", "three-way crossing", [[0, 3], [1, 4], [2, 5]]),
]


# Hex crossings of three straights, each its own channel (sides 0-3, 1-4 and 2-5).
HEX_THREE_WAY = [
    ("interchange-road", "Road three-level interchange", [("road", "high"), ("road", "normal"), ("road", "low")]),
    ("interchange-rail-road-river", "Railway over road over river",
     [("rail", "high"), ("road", "normal"), ("river", "low")]),
    ("interchange-road-rail-canal", "Road over railway over canal",
     [("road", "high"), ("rail", "normal"), ("canal", "low")]),
    ("interchange-path-road-river", "Footbridge over road over river",
     [("path", "high"), ("road", "normal"), ("river", "low")]),
    ("interchange-cable-road-stream", "Power line over road over stream",
     [("cable", "high"), ("road", "normal"), ("stream", "low")]),
    ("interchange-trail", "Trail over trail over stream", [("trail", "high"), ("trail", "normal"), ("stream", "low")]),
    ("interchange-rail-minecart-lava", "Railway over minecart track over lava",
     [("rail", "high"), ("minecart", "normal"), ("lava", "low")]),
    ("crossing-rail-road-tram", "Three-way level crossing", [("rail", "normal"), ("road", "normal"), ("tram", "normal")]),
    ("crossing-path-trail-hedge", "Three-way field gate", [("path", "normal"), ("trail", "normal"), ("hedge", "normal")]),
]


def hex_tile(tile_id, name, sides, channels=None):
    add(f"hex-{tile_id}", f"Hex {name[0].lower()}{name[1:]}", sides, channels)


def hex_straights(kinds):
    # Straights through the centre, the k-th on sides k and k + 3, each its own channel.
    sides = [None] * 6
    for k, kind in enumerate(kinds):
        sides[k] = sides[k + 3] = kind
    return sides, [[k, k + 3] for k in range(len(kinds))]


def hex_pieces():
    for flow, height in SIDES:
        s = (flow, height)
        base = flow + suffix(flow, height)
        word = height_word(flow, height) + NAMES[flow].lower()
        for shape, shape_name, channels in HEX_SHAPES:
            sides = [s if any(k in c for c in channels) else None for k in range(6)]
            hex_tile(f"{base}-{shape}", f"{word} {shape_name}", sides, channels if len(channels) > 1 else None)


def hex_ramps_and_transitions():
    # One channel along a straight whose two ends differ in height or in flow.
    for flow, lo, hi in CLIMBS:
        hex_tile(f"{flow}-ramp-{lo}-{hi}", ramp_name(flow, lo, hi), [(flow, lo), None, None, (flow, hi), None, None])
    for a, b in TRANSITIONS:
        sa, sb = (a, HOME[a]), (b, HOME[b])
        hex_tile(f"{a}-to-{b}", f"{NAMES[a]} becomes {NAMES[b].lower()}", [sa, None, None, sb, None, None])


def hex_bridges_and_crossings():
    # Two straights through the centre on their own channels: one over the other, or both at
    # one height without joining.
    for over, under in BRIDGES:
        sides, channels = hex_straights([over, under])
        hex_tile(f"bridge-{over[0] + suffix(*over)}-over-{under[0] + suffix(*under)}", bridge_name(over, under),
                 sides, channels)
    for a, b, name in CROSSINGS + WATER_CROSSINGS:
        height = "low" if (a, b, name) in WATER_CROSSINGS else None
        sides, channels = hex_straights([(a, height or HOME[a]), (b, height or HOME[b])])
        hex_tile(f"crossing-{a}-{b}", name, sides, channels)
    # Three straights through the centre, each its own network: a three-level interchange or a
    # crossing of three flows at one height.
    for tile_id, name, kinds in HEX_THREE_WAY:
        sides, channels = hex_straights(kinds)
        hex_tile(tile_id, name, sides, channels)


def hex_blanks():
    for env_id, env_name, ground, _ in ENVIRONMENTS:
        add(f"hex-{env_id}-blank", f"Hex {env_name.lower()} ground", [None] * 6)
        tiles[-1]["ground"] = ground


def parse_side(text):
    flow, _, height = text.partition("/")
    return (flow, height or "normal")


def environment_tiles(allowed, side_count):
    allowed = {parse_side(s) for s in allowed}
    chosen = []
    for t in tiles:
        shown = {s for s in t["sides"] if s is not None}
        if len(t["sides"]) == side_count and shown and shown <= allowed:
            chosen.append(t["id"])
    return chosen


def check(environments):
    ids = [t["id"] for t in tiles]
    assert len(ids) == len(set(ids)), "duplicate tile id"
    names = [t["name"] for t in tiles]
    assert len(names) == len(set(names)), [n for n in names if names.count(n) > 1]
    # No tile may be another one turned (blanks excepted): compare every rotation.
    seen = {}
    for t in tiles:
        sides = t["sides"]
        n = len(sides)
        assert n in (4, 6), f"{t['id']} has {n} sides"
        assert (n == 6) == t["id"].startswith("hex-"), f"{t['id']}: hex ids and only they start hex-"
        if all(s is None for s in sides):
            continue
        channels = t["channels"] or [[i for i, s in enumerate(sides) if s is not None]]
        assert sorted(k for c in channels for k in c) == [i for i, s in enumerate(sides) if s is not None], t["id"]
        for r in range(n):
            rs = tuple(sides[(i - r) % n] for i in range(n))
            rc = frozenset(frozenset((i + r) % n for i in c) for c in channels)
            key = (rs, rc)
            assert seen.get(key, t["id"]) == t["id"], f"{t['id']} is {seen[key]} turned"
            seen[key] = t["id"]
    by_id = {t["id"]: t for t in tiles}
    for env_id, tile_ids, allowed in environments:
        for side in allowed:
            flow, height = parse_side(side)
            base = flow + suffix(flow, height)
            shapes = [f"{base}-{shape}" for shape in ["end", "straight", "corner", "tee", "cross"]]
            shapes += [f"hex-{base}-{shape[0]}" for shape in HEX_SHAPES]
            for tile_id in shapes:
                assert tile_id in by_id, f"{env_id}: no {tile_id}"
                assert tile_id in tile_ids, f"{env_id}: lacks {tile_id}"
        assert f"{env_id}-blank" in tile_ids and f"hex-{env_id}-blank" in tile_ids, env_id
    # The one-channel hex shapes of a side, turned every way, show every set of flow sides.
    masks = set()
    for _, _, channels in HEX_SHAPES:
        if len(channels) == 1:
            for r in range(6):
                masks.add(sum(1 << ((k + r) % 6) for k in channels[0]))
    assert masks == set(range(1, 64)), "a set of hex flow sides has no shape"
    for flow in NAMES:
        assert any(flow == s[0] for s in SIDES), f"flow {flow} has no pieces"
    assert len(LANDMARKS) == 8, "one entry per landmark kind"
    for column in range(4):
        assert len({k[column] for k in LANDMARKS}) == 8, "landmark ids, names, colours and shapes differ"


def yaml_quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def wrap_list(items, indent, width=100):
    lines, line = [], ""
    for item in items:
        piece = item + ", "
        if line and len(indent) + len(line) + len(piece) > width:
            lines.append(indent + line.rstrip())
            line = ""
        line += piece
    if line:
        lines.append(indent + line.rstrip().rstrip(","))
    return lines


def render():
    basic_pieces()
    ramps()
    bridges()
    crossings()
    transitions()
    double_bends()
    blanks()
    hex_pieces()
    hex_ramps_and_transitions()
    hex_bridges_and_crossings()
    hex_blanks()
    environments = []
    for env_id, env_name, ground, allowed in ENVIRONMENTS:
        square = environment_tiles(allowed, 4) + [f"{env_id}-blank"]
        hexagonal = environment_tiles(allowed, 6) + [f"hex-{env_id}-blank"]
        environments.append((env_id, square + hexagonal, allowed))
    check(environments)
    ENV_SUMMARY.extend(environments)

    out = []
    out.append("# Tileflow tile catalog (format described in docs/catalog-format.md).")
    out.append("# Generated by scripts/make-catalog.py: edit the script, not this file.")
    out.append("format: 1")
    out.append("heights: [low, normal, high]")
    out.append("")
    out.append("flows:")
    for fid, name, colour, art in FLOWS:
        out.append(f"  - {{id: {fid}, name: {yaml_quote(name)}, colour: \"{colour}\", art: {art}}}")
    out.append("")
    out.append("landmarks:")
    for lid, name, colour, shape in LANDMARKS:
        out.append(f"  - {{id: {lid}, name: {yaml_quote(name)}, colour: \"{colour}\", shape: {shape}}}")
    out.append("")
    out.append("tiles:")
    for t in tiles:
        fields = [f"id: {t['id']}", f"name: {yaml_quote(t['name'])}",
                  "sides: [" + ", ".join(side_text(s) for s in t["sides"]) + "]"]
        if t["channels"]:
            fields.append("channels: [" + ", ".join("[" + ", ".join(map(str, c)) + "]"
                                                    for c in t["channels"]) + "]")
        if t.get("ground"):
            fields.append(f"ground: {t['ground']}")
        out.append("  - {" + ", ".join(fields) + "}")
    out.append("")
    out.append("environments:")
    for (env_id, env_name, ground, _), (_, chosen, _) in zip(ENVIRONMENTS, environments):
        out.append(f"  - id: {env_id}")
        out.append(f"    name: {yaml_quote(env_name)}")
        out.append(f"    blank: {env_id}-blank")
        out.append(f"    hex_blank: hex-{env_id}-blank")
        out.append("    tiles: [")
        # Square tiles first, then hexagonal ones from a line of their own.
        square = [t for t in chosen if not t.startswith("hex-")]
        hexagonal = [t for t in chosen if t.startswith("hex-")]
        lines = wrap_list(square, "      ")
        lines[-1] += ","
        out.extend(lines + wrap_list(hexagonal, "      "))
        out.append("      ]")
    return "\n".join(out) + "\n"


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    target = os.path.join(root, "assets", "catalog.yaml")
    text = render()
    if "--check" in sys.argv[1:]:
        with open(target, encoding="utf-8") as f:
            if f.read() != text:
                print("assets/catalog.yaml is stale: run scripts/make-catalog.py", file=sys.stderr)
                return 1
        return 0
    with open(target, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    hexagonal = sum(1 for t in tiles if len(t["sides"]) == 6)
    print("now run `build/tileflow catalog --compile` to rewrite assets/catalog.bin")
    print(f"tile types: {len(tiles) - hexagonal}, hex tile types: {hexagonal}, flow kinds: {len(FLOWS)}, "
          f"environments: {len(ENVIRONMENTS)}")
    for env_id, chosen, _ in ENV_SUMMARY:
        on_hex = sum(1 for t in chosen if t.startswith("hex-"))
        print(f"  {env_id}: {len(chosen) - on_hex} tile types, {on_hex} hex tile types")
    return 0


if __name__ == "__main__":
    sys.exit(main())
