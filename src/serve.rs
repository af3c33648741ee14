//! The HTTP/1.1 accept loop. `axum::serve` sets no timer on its connections,
//! so a client that opens a socket and sends nothing, or sends its headers a
//! byte at a time, holds a socket (and a file descriptor) for ever. Here each
//! connection has a deadline for its request headers; hyper also starts that
//! clock while a keep-alive connection waits for its next request, so the
//! same setting closes idle connections. Graceful shutdown: stop accepting,
//! let in-flight requests finish.
use std::{convert::Infallible, future::Future, net::SocketAddr, time::Duration};

use axum::{
    body::{Body, HttpBody},
    extract::ConnectInfo,
    http::Response,
    BoxError,
};
use bytes::Bytes;
use hyper::{body::Incoming, server::conn::http1, Request};
use hyper_util::{
    rt::{TokioIo, TokioTimer},
    service::TowerToHyperService,
};
use tokio::{net::TcpListener, sync::watch, task::JoinSet};
use tower::{Service, ServiceExt};

/// Serves `service` (the application) on `listener` until `signal` resolves.
pub async fn serve<S, B>(
    listener: TcpListener,
    service: S,
    header_timeout: Duration,
    signal: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()>
where
    S: Service<Request<Body>, Response = Response<B>, Error = Infallible> + Clone + Send + 'static,
    S::Future: Send + 'static,
    B: HttpBody<Data = Bytes> + Send + 'static,
    B::Error: Into<BoxError>,
{
    let (stop_tx, stop_rx) = watch::channel(false);
    let mut connections = JoinSet::new();
    tokio::pin!(signal);
    loop {
        let (stream, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(conn) => conn,
                Err(e) => {
                    // Out of descriptors, most often: wait for some to close.
                    tracing::warn!(error = %e, "accepting a connection failed");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            () = &mut signal => break,
        };
        let service = service.clone().map_request(move |req: Request<Incoming>| {
            let mut req = req.map(Body::new);
            req.extensions_mut()
                .insert(ConnectInfo::<SocketAddr>(remote));
            req
        });
        let mut stop = stop_rx.clone();
        connections.spawn(async move {
            let mut builder = http1::Builder::new();
            builder
                .timer(TokioTimer::new())
                .header_read_timeout(header_timeout)
                .keep_alive(true);
            let conn =
                builder.serve_connection(TokioIo::new(stream), TowerToHyperService::new(service));
            tokio::pin!(conn);
            tokio::select! {
                result = conn.as_mut() => {
                    if let Err(e) = result {
                        tracing::debug!(error = %e, "connection ended with an error");
                    }
                }
                _ = stop.changed() => {
                    conn.as_mut().graceful_shutdown();
                    let _ = conn.await;
                }
            }
        });
        while connections.try_join_next().is_some() {}
    }
    drop(listener);
    let _ = stop_tx.send(true);
    while connections.join_next().await.is_some() {}
    Ok(())
}
