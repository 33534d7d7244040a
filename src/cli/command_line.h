// The command line's own errors, said like every other error: one `error: ...` line on stderr
// (a JSON error object on stdout under --json), exit status 2; and a failed write to standard
// output is an error too, not a silent exit 0.
#pragma once

#include <optional>

#include <CLI/CLI.hpp>

namespace grognard::cli {

// Says what CLI11 refused in the arguments; the exit status, 2. `argv` is read for --json and
// --lang, which the failed parse may not have set.
int argument_error(const CLI::ParseError& e, int argc, char** argv);

// When the first argument names no subcommand of `app` (or none is given), says so on stderr
// with the list of commands (a JSON error under --json) and returns 2; nothing otherwise.
std::optional<int> unknown_command(const CLI::App& app, int argc, char** argv);

// `status` when everything written to standard output reached it; otherwise says so on stderr
// and returns 2 (`grognard odds ... > /dev/full`).
int output_checked(int status);

// A number flag's check: a whole number from 0 to 2^64 - 1 written in digits ("-1" is refused,
// not wrapped to 18446744073709551615).
extern const CLI::Validator kUnsignedNumber;

}  // namespace grognard::cli
