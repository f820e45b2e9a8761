"""Kernel messages sent at once: an opt-in Jupyter server extension (``connect_widgets.nodelay``).

A click in a widget travels page -> server -> kernel and back. The Jupyter server writes each
kernel reply to the page as several small websocket frames (status, the widget's message,
status). With Nagle's algorithm on (the default of a TCP socket), the later frames wait for the
browser's delayed acknowledgement, about 40 ms, so a click takes about 50 ms where 10 would do.
Tornado can switch it off per websocket (``set_nodelay(True)``); the server's kernel websocket
never does. This extension does, for kernel websockets only, through the server's own extension
point for them (``kernel_websocket_connection_class``).

Turn it on for one server::

    jupyter lab --ServerApp.jpserver_extensions="connect_widgets.nodelay=True"

or for every server (``jupyter server extension enable connect_widgets.nodelay``); ``make play``
turns it on (``make play NODELAY=0`` does not). Turn it off with ``...nodelay=False`` or
``jupyter server extension disable connect_widgets.nodelay``.
"""

from __future__ import annotations

from typing import Any

EXTENSION = "connect_widgets.nodelay"


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    """Where the server finds this extension."""
    return [{"module": EXTENSION}]


def _load_jupyter_server_extension(server_app: Any) -> None:
    """Make every kernel websocket of ``server_app`` send its frames at once."""
    settings = server_app.web_app.settings
    connection_class = settings["kernel_websocket_connection_class"]
    if not getattr(connection_class, "sends_at_once", False):
        settings["kernel_websocket_connection_class"] = sending_at_once(connection_class)
    server_app.log.info("connect_widgets.nodelay: kernel websockets send their messages at once (TCP_NODELAY)")


def sending_at_once(connection_class: type) -> type:
    """A subclass of the server's kernel websocket connection that switches Nagle's algorithm off."""

    class SendingAtOnce(connection_class):
        """The server's kernel websocket connection, with TCP_NODELAY on its socket."""

        sends_at_once = True

        async def connect(self) -> Any:
            self.websocket_handler.set_nodelay(True)  # the socket is open: the handler is in its open()
            return await super().connect()

    SendingAtOnce.__name__ = SendingAtOnce.__qualname__ = f"SendingAtOnce{connection_class.__name__}"
    return SendingAtOnce
