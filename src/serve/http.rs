//! The service over HTTP, for portals: `POST /v1/ask` with `{"args": [...]}` (and `GET
//! /v1/page?from=…&to=…`, the caller's own page as HTML), the caller known
//! from Slurm's JWT as slurmrestd takes it (`X-SLURM-USER-TOKEN`, and `X-SLURM-USER-NAME`),
//! or from a header an authenticating proxy sets (`--trusted-header`). The answer is the
//! JSON `Answer`; 401 for a caller not proven, 400 for a request that is not a question.

use std::io::Read;
use std::sync::Arc;

use base64::Engine as _;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use tiny_http::{Header, Method, Request as HttpRequest, Response, Server};

use super::{Answer, Request, Service, Slots};

/// How the service knows an HTTP caller.
#[derive(Debug, Clone)]
pub struct Gate {
    /// The site's `jwt_hs256.key` (AuthAltParameters=jwt_key=…), as its bytes.
    pub jwt_key: Option<Vec<u8>>,
    /// A header an authenticating proxy in front sets to the user's name.
    pub trusted_header: Option<String>,
    /// Who may act for another name (`X-SLURM-USER-NAME` other than the token's): root and
    /// SlurmUser, as auth/jwt allows.
    pub slurm_user: String,
}

/// A request's caller, or why it is not one (the 401's text).
pub fn caller(
    gate: &Gate,
    header: impl Fn(&str) -> Option<String>,
    now: i64,
) -> Result<String, String> {
    if let Some(name) = gate.trusted_header.as_deref().and_then(&header) {
        return Ok(name);
    }
    let Some(key) = &gate.jwt_key else {
        return Err("no credential: the service takes none but its trusted header".into());
    };
    let Some(token) = header("X-SLURM-USER-TOKEN") else {
        return Err("no credential: send X-SLURM-USER-TOKEN (scontrol token)".into());
    };
    let holder = verify(&token, key, now)?;
    match header("X-SLURM-USER-NAME") {
        None => Ok(holder),
        Some(name) if name == holder => Ok(holder),
        // auth_jwt.c: only root and SlurmUser may act for another user.
        Some(name) if holder == "root" || holder == gate.slurm_user => Ok(name),
        Some(name) => Err(format!("the token is {holder}'s, not {name}'s")),
    }
}

/// The user an HS256 token names (`sun`, else `username`), when it is signed with `key` and
/// not expired at `now` (auth_jwt.c `_verify_token`, every release 22.05–26.05).
pub fn verify(token: &str, key: &[u8], now: i64) -> Result<String, String> {
    let bad = |why: &str| format!("invalid token: {why}");
    let mut parts = token.trim().split('.');
    let (Some(head), Some(body), Some(sig), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(bad("not three dot-separated parts"));
    };
    let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let decode = |p: &str| {
        b64.decode(p.trim_end_matches('='))
            .map_err(|_| bad("not base64url"))
    };
    let header: serde_json::Value =
        serde_json::from_slice(&decode(head)?).map_err(|_| bad("header is not JSON"))?;
    if header["alg"]
        .as_str()
        .map(str::to_ascii_uppercase)
        .as_deref()
        != Some("HS256")
    {
        return Err(bad("only HS256 is taken"));
    }
    let mut mac = Hmac::<Sha256>::new_from_slice(key).map_err(|_| bad("unusable key"))?;
    mac.update(format!("{head}.{body}").as_bytes());
    mac.verify_slice(&decode(sig)?)
        .map_err(|_| bad("bad signature"))?;
    let claims: serde_json::Value =
        serde_json::from_slice(&decode(body)?).map_err(|_| bad("claims are not JSON"))?;
    match claims["exp"].as_i64() {
        Some(exp) if exp >= now => {}
        Some(_) => return Err("token expired".into()),
        None => return Err(bad("no exp claim")),
    }
    ["sun", "username"]
        .iter()
        .find_map(|k| claims[*k].as_str())
        .map(str::to_string)
        .ok_or_else(|| bad("names no user (sun)"))
}

/// Answers HTTP on `server` until it stops; a thread per request, `slots` questions at once.
pub fn serve_http(service: Arc<Service>, slots: Arc<Slots>, gate: Arc<Gate>, server: Server) {
    for request in server.incoming_requests() {
        let (service, slots, gate) = (Arc::clone(&service), Arc::clone(&slots), Arc::clone(&gate));
        std::thread::spawn(move || {
            let mut request = request;
            let (status, kind, body) = match answer(&service, &slots, &gate, &mut request) {
                Reply::Json(status, body) => (status, "application/json", body.to_string()),
                Reply::Html(body) => (200, "text/html; charset=utf-8", body),
            };
            let kind: Header = format!("Content-Type: {kind}")
                .parse()
                .expect("a well-formed header");
            let response = Response::from_string(body)
                .with_status_code(status)
                .with_header(kind);
            // A caller who went away is no concern of the service's.
            let _ = request.respond(response);
        });
    }
}

/// What one HTTP request is answered with.
enum Reply {
    /// A status and a JSON body: the answer, or the error.
    Json(u16, serde_json::Value),
    /// The caller's page.
    Html(String),
}

/// `GET /v1/page?from=…&to=…&cluster=…` as the command line `page` takes it.
fn page_args(url: &str) -> Result<Vec<String>, String> {
    let mut args = vec!["page".to_string()];
    let query = url.split_once('?').map_or("", |(_, q)| q);
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        let v = percent_encoding::percent_decode_str(v)
            .decode_utf8()
            .map_err(|_| format!("{k}: not percent-encoded UTF-8"))?
            .into_owned();
        match k {
            "from" | "to" | "cluster" => args.extend([format!("--{k}"), v]),
            _ => return Err(format!("{k}: the page takes from, to and cluster")),
        }
    }
    Ok(args)
}

fn answer(service: &Service, slots: &Slots, gate: &Gate, request: &mut HttpRequest) -> Reply {
    let header = |name: &str| {
        request
            .headers()
            .iter()
            .find(|h| h.field.as_str().as_str().eq_ignore_ascii_case(name))
            .map(|h| h.value.as_str().to_string())
    };
    let now = chrono::Utc::now().timestamp();
    let error = |status: u16, why: &str| Reply::Json(status, serde_json::json!({ "error": why }));
    let who = match caller(gate, header, now) {
        Ok(who) => who,
        Err(why) => return error(401, &why),
    };
    let url = request.url().to_string();
    if request.method() == &Method::Get && url.split('?').next() == Some("/v1/page") {
        let args = match page_args(&url) {
            Ok(args) => args,
            Err(why) => return error(400, &why),
        };
        let page = Request {
            args,
            ..Request::default()
        };
        return match slots.run(|| service.answer(&who, &page)) {
            Ok(a) if a.code == 0 => Reply::Html(a.stdout),
            Ok(a) => error(500, a.stderr.trim()),
            Err(why) => error(400, &why),
        };
    }
    if request.method() != &Method::Post || url != "/v1/ask" {
        return error(
            400,
            "ask with POST /v1/ask and {\"args\": [...]}, or GET /v1/page",
        );
    }
    let mut body = String::new();
    if request
        .as_reader()
        .take(super::MAX_REQUEST)
        .read_to_string(&mut body)
        .is_err()
    {
        return error(400, "the body is not UTF-8 text");
    }
    let question: Request = match serde_json::from_str(&body) {
        Ok(q) => q,
        Err(e) => return error(400, &format!("the body is {{\"args\": [...]}}: {e}")),
    };
    let Answer {
        stdout,
        stderr,
        code,
    } = match slots.run(|| service.answer(&who, &question)) {
        Ok(answer) => answer,
        Err(why) => return error(400, &why),
    };
    Reply::Json(
        200,
        serde_json::json!({ "stdout": stdout, "stderr": stderr, "code": code }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    // Signed by Python's hmac with KEY (an implementation other than ours):
    // {"exp":1795910000,"iat":1795900000,"sun":"u2"} and the same for "slurm".
    const KEY: &[u8] = b"fairtrace-test-key-0123456789abcdef";
    const U2: &str = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjE3OTU5MTAwMDAsImlhdCI6MTc5NTkwMDAwMCwic3VuIjoidTIifQ.CfdMjLUdpUQ0zf4s3oeJctsFPFWev_4uKS2ayma-SNY";
    const SLURM: &str = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjE3OTU5MTAwMDAsImlhdCI6MTc5NTkwMDAwMCwic3VuIjoic2x1cm0ifQ.fvyhmI6Y7wrTqDxKDSNoA06mrVYEzWPSpacpVYxb3sw";
    const NOW: i64 = 1795905000;

    #[test]
    fn a_token_signed_with_the_key_names_its_user_until_it_expires() {
        assert_eq!(verify(U2, KEY, NOW), Ok("u2".to_string()));
        assert_eq!(verify(U2, KEY, 1795910000), Ok("u2".to_string()));
        assert_eq!(
            verify(U2, KEY, 1795910001),
            Err("token expired".to_string())
        );
        assert!(verify(U2, b"another key", NOW)
            .unwrap_err()
            .contains("bad signature"));
        // A claim changed under the same signature.
        let forged = U2.replace(
            "eyJleHAiOjE3OTU5MTAwMDAsImlhdCI6MTc5NTkwMDAwMCwic3VuIjoidTIifQ",
            "eyJleHAiOjE3OTU5MTAwMDAsImlhdCI6MTc5NTkwMDAwMCwic3VuIjoidTEifQ",
        );
        assert!(verify(&forged, KEY, NOW)
            .unwrap_err()
            .contains("bad signature"));
        assert!(verify("a.b", KEY, NOW).is_err());
    }

    #[test]
    fn rfc_7515_a1_verifies_and_names_no_user() {
        // RFC 7515 appendix A.1: an HS256 JWS and its key; its claims have no `sun`.
        let token = "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
        let key = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode("AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow")
            .unwrap();
        assert_eq!(
            verify(token, &key, 1300819380),
            Err("invalid token: names no user (sun)".into())
        );
        assert_eq!(verify(token, &key, 1300819381), Err("token expired".into()));
    }

    #[test]
    fn only_root_and_slurm_user_speak_for_another_name() {
        let gate = Gate {
            jwt_key: Some(KEY.to_vec()),
            trusted_header: None,
            slurm_user: "slurm".into(),
        };
        let with = |token: &'static str, name: Option<&'static str>| {
            move |h: &str| match h {
                "X-SLURM-USER-TOKEN" => Some(token.to_string()),
                "X-SLURM-USER-NAME" => name.map(str::to_string),
                _ => None,
            }
        };
        assert_eq!(caller(&gate, with(U2, None), NOW), Ok("u2".into()));
        assert_eq!(caller(&gate, with(U2, Some("u2")), NOW), Ok("u2".into()));
        assert!(caller(&gate, with(U2, Some("u4")), NOW).is_err());
        assert_eq!(caller(&gate, with(SLURM, Some("u4")), NOW), Ok("u4".into()));
        assert!(caller(&gate, |_: &str| None, NOW)
            .unwrap_err()
            .contains("no credential"));
    }
}
