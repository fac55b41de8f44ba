// BackgroundTask: one piece of work on a std::jthread. The work gets a std::stop_token and a
// Progress of atomics; the owner polls once per frame and never blocks. An exception in the work
// is handed back as an error, not a crash.
#pragma once

#include <atomic>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>
#include <thread>
#include <utility>
#include <variant>

#include "engine/core/Progress.hpp"

namespace tileflow {

enum class TaskState { Running, Finished, Failed, Cancelled };

template <typename Result>
class BackgroundTask {
 public:
  using Work = std::function<std::optional<Result>(std::stop_token, Progress&)>;

  // Starts the work at once. A work that returns nothing (after seeing a stop request) ends
  // Cancelled; one that throws ends Failed with the exception's message.
  explicit BackgroundTask(Work work)
      : thread_([this, w = std::move(work)](std::stop_token stop) { runWork(stop, w); }) {}

  BackgroundTask(const BackgroundTask&) = delete;
  BackgroundTask& operator=(const BackgroundTask&) = delete;
  // Destruction requests a stop and joins (the jthread is the last member, so it goes first).
  ~BackgroundTask() = default;

  void cancel() { thread_.request_stop(); }

  TaskState state() const { return state_.load(std::memory_order_acquire); }
  bool running() const { return state() == TaskState::Running; }
  const Progress& progress() const { return progress_; }

  // The result once Finished; taken out (later calls return nothing).
  std::optional<Result> takeResult() {
    if (state() != TaskState::Finished) return std::nullopt;
    std::lock_guard lock(mutex_);
    return std::exchange(result_, std::nullopt);
  }
  // The error message once Failed.
  std::string error() const {
    if (state() != TaskState::Failed) return {};
    std::lock_guard lock(mutex_);
    return error_;
  }
  // Blocks until the work ends; for tests and command-line tools, never for a frame loop.
  void wait() {
    if (thread_.joinable()) thread_.join();
  }

 private:
  void runWork(std::stop_token stop, const Work& work) {
    TaskState end = TaskState::Cancelled;
    try {
      std::optional<Result> r = work(stop, progress_);
      std::lock_guard lock(mutex_);
      if (r) {
        result_ = std::move(r);
        end = TaskState::Finished;
      }
    } catch (const std::exception& e) {
      std::lock_guard lock(mutex_);
      error_ = e.what();
      end = TaskState::Failed;
    } catch (...) {
      std::lock_guard lock(mutex_);
      error_ = "unknown error";
      end = TaskState::Failed;
    }
    state_.store(end, std::memory_order_release);
  }

  Progress progress_;
  mutable std::mutex mutex_;
  std::optional<Result> result_;
  std::string error_;
  std::atomic<TaskState> state_{TaskState::Running};
  std::jthread thread_;  // last: joined before the members it uses are destroyed
};

}  // namespace tileflow
