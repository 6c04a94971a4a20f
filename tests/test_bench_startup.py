"""``gin3 bench startup`` measures the app and the bare-window floor side by side."""

from pathlib import Path

from gin3.bench_startup import bench_startup


def test_startup_bench_reports_first_frames_their_ratio_and_when_the_app_is_ready(tmp_path: Path) -> None:
    figures = bench_startup(runs=1, bundle=tmp_path / "no-bundle" / "gin3")
    seconds = figures["first_frame_seconds"]
    assert set(seconds) == {"bare_pyside6_window", "python_m_gin3"}
    assert all(0 < value < 60 for value in seconds.values())
    assert figures["ratio_to_bare_window"]["python_m_gin3"] > 0
    ready = figures["ready_for_input_seconds"]
    assert set(ready) == {"python_m_gin3"}  # the bare window has no table to get ready
    assert ready["python_m_gin3"] >= seconds["python_m_gin3"]  # the table is built after the first frame
    assert "failed" not in figures
