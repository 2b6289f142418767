// `tessera levels validate` (issue 20 item 9): every path it cannot check is an error, a folder
// it cannot read does not stop the others, and the counts add up.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "support/cli_run.hpp"
#include "tessera/cli/commands.hpp"

using namespace tessera;
namespace fs = std::filesystem;

namespace {

using ValidateRun = tessera::testing::CliRun;

ValidateRun validate(const std::vector<std::string>& paths) {
    cli::Args args{"validate"};
    args.insert(args.end(), paths.begin(), paths.end());
    std::ostringstream out, err;
    const int code = cli::levels_command(args, out, err);
    return {code, out.str(), err.str()};
}

const std::string kGoodSwapLevel = std::string(TESSERA_SOURCE_DIR) + "/levels/match3/01-first-swaps.json";

} // namespace

TEST_CASE("levels validate: a missing file is an error and the good one still counts", "[cli][levels]") {
    const ValidateRun r = validate({kGoodSwapLevel, "/nonexistent/missing.json"});
    CHECK(r.code == 1);
    CHECK(r.out.find("/nonexistent/missing.json: no such file or folder\n") != std::string::npos);
    CHECK(r.out.find("1 valid, 1 invalid\n") != std::string::npos);
}

TEST_CASE("levels validate: an empty folder is an error", "[cli][levels]") {
    const fs::path dir = fs::temp_directory_path() / ("tessera-validate-empty-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const ValidateRun r = validate({dir.string()});
    CHECK(r.code == 1);
    CHECK(r.out.find(dir.string() + ": no level files (*.json) in this folder\n") != std::string::npos);
    CHECK(r.out.find("0 valid, 1 invalid\n") != std::string::npos);
    fs::remove_all(dir);
}

TEST_CASE("levels validate: an entry that cannot be read is an error and the rest are checked",
          "[cli][levels]") {
    const fs::path dir = fs::temp_directory_path() / ("tessera-validate-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir / "a");
    fs::create_directories(dir / "b");
    fs::copy_file(kGoodSwapLevel, dir / "a" / "good.json");
    std::ofstream(dir / "b" / "bad.json") << "{\n";
    // A link loop named like a level (root reads any folder, so a loop stands for the unreadable
    // entry here), and a folder argument that is a loop itself.
    fs::create_symlink("loop.json", dir / "a" / "loop.json");
    fs::create_symlink("loopdir", dir / "loopdir");
    const ValidateRun r = validate({dir.string(), (dir / "loopdir").string()});
    CHECK(r.code == 1);
    CHECK(r.out.find("OK " + (dir / "a" / "good.json").string()) != std::string::npos);
    CHECK(r.out.find((dir / "b" / "bad.json").string() + ":2:1: invalid JSON") != std::string::npos);
    CHECK(r.out.find((dir / "a" / "loop.json").string() + ": cannot open file: ") != std::string::npos);
    CHECK(r.out.find((dir / "loopdir").string() + ": cannot read: Too many levels of symbolic links\n") !=
          std::string::npos);
    CHECK(r.out.find("1 valid, 3 invalid\n") != std::string::npos);
    fs::remove_all(dir);
}

TEST_CASE("levels validate: a FIFO named like a level is refused, not waited on", "[cli][levels]") {
    const fs::path dir = fs::temp_directory_path() / ("tessera-validate-fifo-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path fifo = dir / "x.json";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    const ValidateRun r = validate({fifo.string()});
    CHECK(r.code == 1);
    CHECK(r.out.find(fifo.string() + ": ") != std::string::npos);
    CHECK(r.out.find("0 valid, 1 invalid\n") != std::string::npos);
    fs::remove_all(dir);
}

TEST_CASE("levels validate --json: one JSON object with every file's errors, placed", "[cli][levels]") {
    const std::string many = std::string(TESSERA_SOURCE_DIR) + "/src/games/match3/tests/data/many-errors.json";
    const ValidateRun r = validate({"--json", kGoodSwapLevel, many});
    CHECK(r.code == 1);
    const auto report = nlohmann::json::parse(r.out);
    CHECK(report["valid"] == 1);
    CHECK(report["invalid"] == 1);
    REQUIRE(report["files"].size() == 2);
    CHECK(report["files"][0]["path"] == kGoodSwapLevel);
    CHECK(report["files"][0]["valid"] == true);
    CHECK(report["files"][0]["errors"].empty());
    const auto& errors = report["files"][1]["errors"];
    REQUIRE(errors.size() == 6);
    CHECK(errors[0]["pointer"] == "/title");
    CHECK(errors[0]["line"] == 3);
    CHECK(errors[0]["column"] == 12);
    CHECK(errors[0]["message"] == std::string("expected a string or an object of translations ({\"en\": ..., "
                                              "\"zh_CN\": ..., \"es\": ...}), got 5"));
    CHECK(errors[0]["text"] == many + ":3:12: /title: expected a string or an object of translations "
                                      "({\"en\": ..., \"zh_CN\": ..., \"es\": ...}), got 5");
    CHECK(errors[5]["pointer"] == "/seed");
}

TEST_CASE("levels validate reports at most 20 errors per file", "[cli][levels]") {
    const fs::path file =
        fs::temp_directory_path() / ("tessera-twenty-" + std::to_string(::getpid()) + ".json");
    {
        std::ofstream out(file);
        out << R"({"game": "onestroke", "title": "Many", "lines": [)";
        for (int i = 0; i < 30; ++i) out << (i ? ", " : "") << R"({"x1": -1, "y1": 0, "x2": 10, "y2": 0})";
        out << "]}";
    }
    const ValidateRun r = validate({"--json", file.string()});
    fs::remove(file);
    const auto errors = nlohmann::json::parse(r.out)["files"][0]["errors"];
    REQUIRE(errors.size() == 20);
    CHECK(errors[0]["pointer"] == "/lines/0/x1");
    CHECK(errors[19]["pointer"] == "/lines/19/x1");
}

TEST_CASE("levels validate: messages keep their place after a BOM, count columns in characters, give "
          "the reason and cut long quoted text",
          "[cli][levels][hostile]") {
    const fs::path dir =
        fs::temp_directory_path() / ("tessera-validate-messages-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    auto write = [&](const char* name, const std::string& text) {
        std::ofstream(dir / name, std::ios::binary) << text;
        return (dir / name).string();
    };
    const std::string bom = write("bom.json", "\xEF\xBB\xBF{\"game\": \"match3\", \"title\": 12}");
    const std::string cols = write(
        "cols.json", "{\"game\": \"match3\", \"title\": \"\xC3\xA9\xC3\xA9\xC3\xA9\", \"description\": 5}");
    std::string level;
    {
        std::ifstream in(kGoodSwapLevel);
        std::ostringstream ss;
        ss << in.rdbuf();
        level = ss.str();
    }
    const std::string big_key(3'000'000, 'k');
    const std::string bigkey =
        write("bigkey.json", "{\"" + big_key + "\": 1," + level.substr(level.find('{') + 1));
    fs::create_symlink("loop.json", dir / "loop.json");
    const ValidateRun r = validate({bom, cols, bigkey, (dir / "loop.json").string()});
    INFO(r.out.substr(0, 2000));
    CHECK(r.code == 1);
    // The BOM is not counted: the value 12 is at column 29 of line 1 as an editor shows it.
    CHECK(r.out.find(bom + ":1:29: /title: expected a string or an object of translations ({\"en\": ..., "
                           "\"zh_CN\": ..., \"es\": ...}), got 12\n") != std::string::npos);
    // "ééé" is 3 characters (6 bytes): 5 is at character 51, byte 54.
    CHECK(r.out.find(cols + ":1:51: /description: expected a string or an object of translations ({\"en\": "
                            "..., \"zh_CN\": ..., \"es\": ...}), got 5\n") != std::string::npos);
    // A 3 MB key is quoted with its first 80 characters and "...", never echoed whole.
    const std::string cut = std::string(80, 'k') + "...";
    CHECK(r.out.find(": warning: unknown field \"" + cut + "\" is ignored\n") != std::string::npos);
    CHECK(r.out.size() < 2000);
    // A file that cannot be read says why (strerror).
    CHECK(r.out.find((dir / "loop.json").string() + ": cannot read: Too many levels of symbolic links\n") !=
          std::string::npos);
    CHECK(r.out.find("1 valid, 3 invalid\n") != std::string::npos);
    fs::remove_all(dir);
}

TEST_CASE("a newline in a file name stays on its line, and an unreadable folder is one error",
          "[cli][levels]") {
    // In /tmp itself: the user nobody (below) must be able to reach the folder.
    const fs::path dir = fs::path("/tmp") / ("tessera-validate-lines-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir / "locked");
    fs::copy_file(kGoodSwapLevel, dir / "two\nlines.json");
    std::ofstream(dir / "bad\tname.json") << "{\n";
    const ValidateRun r = validate({(dir / "two\nlines.json").string(), (dir / "bad\tname.json").string()});
    CHECK(r.out.find("OK " + dir.string() + "/two\\nlines.json") != std::string::npos);
    CHECK(r.out.find(dir.string() + "/bad\\tname.json:2:1: invalid JSON") != std::string::npos);
    // One line per message, then the summary: no line starts with a piece of a name.
    CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 3);

    // A folder that cannot be read counts once (it counted twice: "cannot read folder" and "no
    // level files"). Root reads any folder, so then the check runs as the user nobody.
    ::chmod((dir / "locked").c_str(), 0);
    std::string out;
    int code = -1;
    if (::geteuid() != 0) {
        const ValidateRun locked = validate({(dir / "locked").string()});
        out = locked.out, code = locked.code;
    } else {
        int pipe_fds[2];
        REQUIRE(::pipe(pipe_fds) == 0);
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            ::close(pipe_fds[0]);
            std::string text = "cannot become the user nobody";
            int result = 3;
            if (::setgid(65534) == 0 && ::setuid(65534) == 0) {
                const ValidateRun locked = validate({(dir / "locked").string()});
                text = locked.out, result = locked.code;
            }
            [[maybe_unused]] const auto n = ::write(pipe_fds[1], text.data(), text.size());
            ::_exit(result);
        }
        ::close(pipe_fds[1]);
        char buf[4096];
        for (ssize_t n; (n = ::read(pipe_fds[0], buf, sizeof buf)) > 0;)
            out.append(buf, static_cast<std::size_t>(n));
        ::close(pipe_fds[0]);
        int status = 0;
        REQUIRE(::waitpid(child, &status, 0) == child);
        REQUIRE(WIFEXITED(status));
        code = WEXITSTATUS(status);
    }
    CHECK(code == 1);
    CHECK(out.find((dir / "locked").string() + ": cannot read folder: Permission denied\n") !=
          std::string::npos);
    CHECK(out.find("no level files") == std::string::npos);
    CHECK(out.find("0 valid, 1 invalid\n") != std::string::npos);
    ::chmod((dir / "locked").c_str(), 0755);
    fs::remove_all(dir);
}
