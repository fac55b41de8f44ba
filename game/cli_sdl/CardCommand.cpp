// cardCommand: `tileflow card FILE --out PNG` renders a puzzle card with the software renderer;
// needs no display.
#include <ostream>
#include <stdexcept>

#include "engine/platform/OffscreenCanvas.hpp"
#include "engine/platform/SdlLibrary.hpp"
#include "game/cli_sdl/DrawingCommands.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/ShareCode.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/view/Card.hpp"
#include "game/view/QrCode.hpp"

namespace tileflow::cli {

namespace {

constexpr const char* Usage = "usage: tileflow card FILE --out PNG [--level ID]\n";

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
  const CardLayout layout;
  SdlLibrary sdl(SdlLibrary::Mode::Headless);
  OffscreenCanvas canvas(layout.width, layout.height);
  Assets assets(canvas.renderer(), fontDirectory());
  drawCard(assets, *level, code, layout);
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

}  // namespace tileflow::cli
