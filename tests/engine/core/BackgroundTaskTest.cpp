// Specifications of BackgroundTask: results, cancellation, errors, and many start/cancel cycles.
#include <gtest/gtest.h>

#include <chrono>
#include <stdexcept>
#include <thread>

#include "engine/core/BackgroundTask.hpp"

namespace tileflow {
namespace background_task_test {
namespace {

using namespace std::chrono_literals;

TEST(BackgroundTask, DeliversTheResult) {
  BackgroundTask<int> task([](std::stop_token, Progress& p) -> std::optional<int> {
    p.total = 10;
    p.done = 10;
    return 42;
  });
  task.wait();
  EXPECT_EQ(task.state(), TaskState::Finished);
  EXPECT_EQ(task.progress().percent(), 100);
  EXPECT_EQ(task.takeResult(), 42);
  EXPECT_FALSE(task.takeResult().has_value()) << "the result is taken once";
}

TEST(BackgroundTask, CancelStopsTheWorkMidRun) {
  std::atomic<bool> started{false};
  BackgroundTask<int> task([&](std::stop_token stop, Progress& p) -> std::optional<int> {
    started = true;
    while (!stop.stop_requested()) {
      p.done.fetch_add(1, std::memory_order_relaxed);
      std::this_thread::yield();
    }
    return std::nullopt;
  });
  while (!started) std::this_thread::yield();
  EXPECT_TRUE(task.running());
  task.cancel();
  task.wait();
  EXPECT_EQ(task.state(), TaskState::Cancelled);
  EXPECT_FALSE(task.takeResult().has_value());
}

TEST(BackgroundTask, AnExceptionBecomesAnError) {
  BackgroundTask<int> task(
      [](std::stop_token, Progress&) -> std::optional<int> { throw std::runtime_error("board too large"); });
  task.wait();
  EXPECT_EQ(task.state(), TaskState::Failed);
  EXPECT_EQ(task.error(), "board too large");
}

TEST(BackgroundTask, DestroyingARunningTaskStopsAndJoinsIt) {
  std::atomic<bool> ended{false};
  {
    BackgroundTask<int> task([&](std::stop_token stop, Progress&) -> std::optional<int> {
      while (!stop.stop_requested()) std::this_thread::yield();
      ended = true;
      return std::nullopt;
    });
  }
  EXPECT_TRUE(ended);
}

TEST(BackgroundTask, SurvivesTenThousandStartCancelCycles) {
  int finished = 0;
  int cancelled = 0;
  for (int i = 0; i < 10000; ++i) {
    BackgroundTask<int> task([i](std::stop_token stop, Progress& p) -> std::optional<int> {
      for (int k = 0; k < (i % 7) * 50; ++k) {
        if (stop.stop_requested()) return std::nullopt;
        p.done.store(k, std::memory_order_relaxed);
      }
      return i;
    });
    if (i % 2 == 0) task.cancel();
    task.wait();
    const auto s = task.state();
    ASSERT_TRUE(s == TaskState::Finished || s == TaskState::Cancelled);
    if (s == TaskState::Finished) {
      ASSERT_EQ(task.takeResult(), i);
      ++finished;
    } else {
      ++cancelled;
    }
  }
  EXPECT_GT(finished, 4000) << "every odd task runs to the end";
  EXPECT_GT(cancelled, 0);
}

}  // namespace
}  // namespace background_task_test
}  // namespace tileflow
