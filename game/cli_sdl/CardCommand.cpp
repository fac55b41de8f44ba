// cardCommand: `tileflow card FILE --out PNG` renders a puzzle card (Tiles or Lines) with the
// software renderer; needs no display.
#include <algorithm>
#include <ostream>
#include <stdexcept>

#include "engine/platform/OffscreenCanvas.hpp"
#include "engine/platform/SdlLibrary.hpp"
#include "game/cli_sdl/DrawingCommands.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/LinesFile.hpp"
#include "game/io/LinesImport.hpp"
#include "game/io/LinesShareCode.hpp"
#include "game/io/ShareCode.hpp"
#include "game/io/TextFile.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/view/Card.hpp"
#include "game/view/QrCode.hpp"

namespace tileflow::cli {

namespace {

constexpr const char* Usage = "usage: tileflow card FILE --out PNG [--level ID]   (a Tiles or Lines level file)\n";

// Draws a card with `draw` on the software renderer and writes it to `outPath`.
template <typename Draw>
int writeCard(const std::string& outPath, const std::string& code, Draw draw, std::ostream& out, std::ostream& err) {
  const CardLayout layout;
  SdlLibrary sdl(SdlLibrary::Mode::Headless);
  OffscreenCanvas canvas(layout.width, layout.height);
  Assets assets(canvas.renderer(), fontDirectory());
  draw(assets);
  SDL_RenderPresent(canvas.renderer());
  if (const std::string e = canvas.savePng(outPath); !e.empty()) {
    err << "tileflow card: cannot write " << outPath << ": " << e << "\n";
    return 1;
  }
  const QrCode qr = QrCode::encode(code);
  out << "wrote " << outPath << " (share code " << code.size() << " characters, QR version " << qr.version
      << ", error correction M)\n";
  return 0;
}

}  // namespace

int cardCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string file;
  std::string outPath;
  std::string levelId;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const bool hasValue = i + 1 < args.size();
    if (args[i] == "--out" && hasValue) {
      outPath = args[++i];
    } else if (args[i] == "--level" && hasValue) {
      levelId = args[++i];
    } else if (!args[i].empty() && args[i][0] != '-' && file.empty()) {
      file = args[i];
    } else {
      err << Usage;
      return 2;
    }
  }
  if (file.empty() || outPath.empty()) {
    err << Usage;
    return 2;
  }
  const CardLayout layout;
  // A Lines file, share code or text grid makes a Lines card; anything else is read as Tiles levels.
  if (const Loaded<std::string> text = readTextFile(file, MaxLinesFileBytes); ok(text)) {
    if (const auto lines = importLinesText(std::get<std::string>(text), displayName(file))) {
      if (!ok(*lines)) {
        err << std::get<LoadError>(*lines).text() << "\n";
        return 2;
      }
      const LinesPack& pack = std::get<LinesPack>(*lines);
      const auto found = std::find_if(pack.levels.begin(), pack.levels.end(),
                                      [&](const LinesLevel& l) { return levelId.empty() || l.id == levelId; });
      if (found == pack.levels.end()) {
        err << "tileflow card: no level '" << levelId << "' in " << file << "\n";
        return 2;
      }
      std::string code;
      try {
        code = encodeLinesShareCode(*found);
      } catch (const std::invalid_argument& e) {
        err << file << ": " << e.what() << "\n";
        return 2;
      }
      return writeCard(
          outPath, code, [&](Assets& assets) { drawLinesCard(assets, *found, code, layout); }, out, err);
    }
  }
  const Catalog& catalog = defaultCatalog();
  const auto loaded = loadLevels(file, catalog);
  if (!ok(loaded)) {
    err << std::get<LoadError>(loaded).text() << "\n";
    return 2;
  }
  const Level* level = nullptr;
  for (const Level& l : std::get<Pack>(loaded).levels) {
    if (levelId.empty() || l.id == levelId) {
      level = &l;
      break;
    }
  }
  if (!level) {
    err << "tileflow card: no level '" << levelId << "' in " << file << "\n";
    return 2;
  }
  std::string code;
  try {
    code = encodeShareCode(*level, catalog);
  } catch (const std::invalid_argument& e) {
    err << file << ": " << e.what() << "\n";
    return 2;
  }
  return writeCard(
      outPath, code, [&](Assets& assets) { drawCard(assets, *level, code, layout); }, out, err);
}

}  // namespace tileflow::cli
