#!/usr/bin/env python3
"""How many page views a `kill -9` loses: starts the server binary on a
fresh SQLite database, reads /about as a person as fast as one keep-alive
connection allows, kills the process with SIGKILL at a random moment 3 to
7 s in, then compares the views it answered with the views stored. Prints,
per run, the views answered, stored and lost, and the lost views as
seconds of traffic (the time between the last stored view's answer and
the kill).

    tests/support/kill9_page_views.py BINARY [RUNS]
"""
import http.client
import os
import random
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time

CHROME = ("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 "
          "(KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run(binary):
    folder = tempfile.mkdtemp(prefix="kill9-")
    db = os.path.join(folder, "kill9.db")
    port = free_port()
    env = dict(os.environ, DATABASE_URL=f"sqlite://{db}?mode=rwc",
               LISTEN_ADDR=f"127.0.0.1:{port}", RUST_LOG="error",
               PUBLIC_BASE_URL=f"http://127.0.0.1:{port}")
    server = subprocess.Popen([binary], env=env)
    while True:
        try:
            c = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            c.request("GET", "/healthz")
            if c.getresponse().status == 200:
                break
        except OSError:
            time.sleep(0.02)
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    answered = []
    kill_at = time.monotonic() + random.uniform(3, 7)
    while time.monotonic() < kill_at:
        conn.request("GET", "/about", headers={"User-Agent": CHROME})
        res = conn.getresponse()
        res.read()
        if res.status == 200:
            answered.append(time.monotonic())
    os.kill(server.pid, signal.SIGKILL)
    killed = time.monotonic()
    server.wait()
    stored = sqlite3.connect(db).execute(
        "SELECT COALESCE(SUM(views), 0) FROM page_views WHERE kind = 'human'"
    ).fetchone()[0]
    lost = len(answered) - stored
    last_stored = answered[stored - 1] if stored > 0 else answered[0]
    return len(answered), stored, lost, killed - last_stored


def main():
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    print("run\tanswered\tstored\tlost\tlost (s of traffic)")
    for n in range(1, runs + 1):
        answered, stored, lost, seconds = run(binary)
        print(f"{n}\t{answered}\t{stored}\t{lost}\t{seconds:.2f}")


if __name__ == "__main__":
    main()
