#!/usr/bin/python3
"""A real SMTP server for the API tests: listens on 127.0.0.1:<port> and
writes each message it receives as one JSON line to <dir>/messages.jsonl:
{"from": ..., "to": [...], "subject": ..., "header_from": ...,
"message_id": ..., "date": ..., "body": ..., "attachments":
[{"name": ..., "type": ..., "data": <base64>}]}.

Usage: /usr/bin/python3 tests/support/smtp_sink.py <port> <dir>
It prints "ready" once it listens, and runs until killed.
"""
import asyncio
import base64
import email
import email.policy
import json
import os
import sys

try:
    from aiosmtpd.controller import Controller
except ImportError:
    sys.stderr.write(
        "aiosmtpd is missing: install the Debian package python3-aiosmtpd "
        "(apt-get install python3-aiosmtpd) for /usr/bin/python3\n"
    )
    sys.exit(3)


class Sink:
    def __init__(self, path):
        self.path = path

    async def handle_DATA(self, server, session, envelope):
        msg = email.message_from_bytes(envelope.content, policy=email.policy.default)
        body = msg.get_body(preferencelist=("plain",))
        record = {
            "from": envelope.mail_from,
            "to": list(envelope.rcpt_tos),
            "subject": str(msg.get("Subject", "")),
            "header_from": str(msg.get("From", "")),
            "message_id": str(msg.get("Message-ID", "")),
            "date": str(msg.get("Date", "")),
            "body": body.get_content() if body is not None else "",
            "attachments": [
                {
                    "name": part.get_filename(),
                    "type": part.get_content_type(),
                    "data": base64.b64encode(part.get_payload(decode=True)).decode("ascii"),
                }
                for part in msg.iter_attachments()
            ],
        }
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(json.dumps(record, ensure_ascii=False) + "\n")
            f.flush()
            os.fsync(f.fileno())
        return "250 Message accepted for delivery"


def main():
    port = int(sys.argv[1])
    directory = sys.argv[2]
    os.makedirs(directory, exist_ok=True)
    controller = Controller(
        Sink(os.path.join(directory, "messages.jsonl")), hostname="127.0.0.1", port=port
    )
    controller.start()
    print("ready", flush=True)
    try:
        asyncio.run(asyncio.Event().wait())
    finally:
        controller.stop()


if __name__ == "__main__":
    main()
