//! The command line: `--engine key=value ...` groups and the other settings, checked and turned
//! into a `MatchConfig`. Every error names the bad token.

use super::adjudication::{Adjudication, DrawRule, ResignRule};
use super::clock::TimeControl;
use super::sprt::SprtParams;
use std::path::PathBuf;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CliError {
    #[error("--engine needs cmd=<PATH> (got '{group}')")]
    MissingCmd { group: String },
    #[error("'{token}' is not key=value")]
    NotKeyValue { token: String },
    #[error("unknown key '{key}' in {flag} (expected {expected})")]
    UnknownKey {
        flag: &'static str,
        key: String,
        expected: &'static str,
    },
    #[error("bad value '{value}' for {key}: {reason}")]
    BadValue {
        key: String,
        value: String,
        reason: String,
    },
    #[error("at least two engines are needed, got {count}")]
    TooFewEngines { count: usize },
    #[error("two engines are both named '{name}'; give them distinct name=...")]
    DuplicateName { name: String },
    #[error(
        "no time control: give --tc, --byoyomi, --movetime, --nodes or --depth \
         (e.g. --movetime 100)"
    )]
    NoTimeControl,
    #[error("--movetime cannot be combined with --tc or --byoyomi")]
    MovetimeWithClock,
    #[error("--sprt needs exactly two engines, got {count}")]
    SprtNeedsTwoEngines { count: usize },
    #[error("{flag} must be at least 1, got {value}")]
    Zero { flag: &'static str, value: u64 },
}

/// The `--engine` groups, one list of `key=value` tokens per occurrence. (Clap's derive
/// cannot keep occurrences apart, so this reads them from the matches itself.)
#[derive(Debug, Clone, Default)]
pub struct EngineGroups(pub Vec<Vec<String>>);

const ENGINE_ARG: &str = "engine";

impl clap::FromArgMatches for EngineGroups {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        let groups = matches
            .get_occurrences::<String>(ENGINE_ARG)
            .map(|occurrences| occurrences.map(|g| g.cloned().collect()).collect())
            .unwrap_or_default();
        Ok(EngineGroups(groups))
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = EngineGroups::from_arg_matches(matches)?;
        Ok(())
    }
}

impl clap::Args for EngineGroups {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        cmd.arg(
            clap::Arg::new(ENGINE_ARG)
                .long(ENGINE_ARG)
                .num_args(1..)
                .action(clap::ArgAction::Append)
                .value_name("KEY=VALUE")
                .required(true)
                .help(
                    "An engine: cmd=<PATH> [name=<NAME>] [arg=<ARG>]... [dir=<DIR>] \
                     [option.<NAME>=<VALUE>]... [swapclock=true] [drops=@]; once per engine",
                ),
        )
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        EngineGroups::augment_args(cmd)
    }
}

/// One engine as given by `--engine` (with `--each` merged in).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineConfig {
    pub name: String,
    pub cmd: String,
    pub args: Vec<String>,
    pub dir: Option<PathBuf>,
    /// USI options in the order given; `--each` ones first, so an engine's own win.
    pub options: Vec<(String, String)>,
    pub dialect: Dialect,
}

/// Deviations from USI that some engines need.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dialect {
    /// Send `btime`/`wtime` (and `binc`/`winc`) swapped: a workaround for engines that read
    /// them with chess colors, such as Fairy-Stockfish 11.1 in USI mode.
    pub swap_clock: bool,
    /// The drop separator in `position` commands: `*` (USI), or `@` for Sjaak II, which
    /// does not read `*` drops.
    pub drop_char: char,
}

impl Default for Dialect {
    fn default() -> Dialect {
        Dialect {
            swap_clock: false,
            drop_char: '*',
        }
    }
}

impl Dialect {
    /// A move as this engine reads it.
    pub fn spell(&self, mv: crate::moves::Move) -> String {
        let text = mv.to_string();
        if mv.is_drop() && self.drop_char != '*' {
            text.replace('*', &self.drop_char.to_string())
        } else {
            text
        }
    }
}

fn split_key_value(token: &str) -> Result<(&str, &str), CliError> {
    token.split_once('=').ok_or_else(|| CliError::NotKeyValue {
        token: token.to_string(),
    })
}

fn unknown_key(flag: &'static str, key: &str, expected: &'static str) -> CliError {
    CliError::UnknownKey {
        flag,
        key: key.to_string(),
        expected,
    }
}

fn bad_value(key: &str, value: &str, reason: impl Into<String>) -> CliError {
    CliError::BadValue {
        key: key.to_string(),
        value: value.to_string(),
        reason: reason.into(),
    }
}

pub fn parse_bool(key: &str, value: &str) -> Result<bool, CliError> {
    match value {
        "true" | "1" | "yes" | "on" => Ok(true),
        "false" | "0" | "no" | "off" => Ok(false),
        _ => Err(bad_value(key, value, "expected true or false")),
    }
}

pub fn parse_number<T: std::str::FromStr>(key: &str, value: &str) -> Result<T, CliError> {
    value
        .parse()
        .map_err(|_| bad_value(key, value, "not a valid number"))
}

const ENGINE_KEYS: &str = "cmd, name, arg, dir, swapclock, drops, option.<NAME>";

/// Parses one `--engine` group, `each` (the `--each` tokens) applying first.
pub fn parse_engine(group: &[String], each: &[String]) -> Result<EngineConfig, CliError> {
    let mut config = EngineConfig {
        name: String::new(),
        cmd: String::new(),
        args: Vec::new(),
        dir: None,
        options: Vec::new(),
        dialect: Dialect::default(),
    };
    for token in each.iter().chain(group) {
        let (key, value) = split_key_value(token)?;
        match key {
            "cmd" => config.cmd = value.to_string(),
            "name" => config.name = value.to_string(),
            "arg" => config.args.push(value.to_string()),
            "dir" => config.dir = Some(PathBuf::from(value)),
            "swapclock" => config.dialect.swap_clock = parse_bool(key, value)?,
            "drops" => {
                config.dialect.drop_char = match value {
                    "*" => '*',
                    "@" => '@',
                    _ => return Err(bad_value(key, value, "expected * or @")),
                }
            }
            _ => match key.strip_prefix("option.") {
                Some(name) if !name.is_empty() && !name.contains(' ') => {
                    config.options.retain(|(n, _)| n != name);
                    config.options.push((name.to_string(), value.to_string()));
                }
                _ => {
                    return Err(unknown_key("--engine", key, ENGINE_KEYS));
                }
            },
        }
    }
    if config.cmd.is_empty() {
        return Err(CliError::MissingCmd {
            group: group.join(" "),
        });
    }
    if config.name.is_empty() {
        config.name = default_name(&config.cmd);
    }
    Ok(config)
}

/// The file name of the command, as cutechess names engines by default.
fn default_name(cmd: &str) -> String {
    std::path::Path::new(cmd)
        .file_name()
        .map_or_else(|| cmd.to_string(), |n| n.to_string_lossy().into_owned())
}

/// All engines; names made unique is the user's job, since results are reported by name.
pub fn parse_engines(
    groups: &[Vec<String>],
    each: &[String],
) -> Result<Vec<EngineConfig>, CliError> {
    let engines = groups
        .iter()
        .map(|g| parse_engine(g, each))
        .collect::<Result<Vec<_>, _>>()?;
    if engines.len() < 2 {
        return Err(CliError::TooFewEngines {
            count: engines.len(),
        });
    }
    for (i, e) in engines.iter().enumerate() {
        if engines[..i].iter().any(|o| o.name == e.name) {
            return Err(CliError::DuplicateName {
                name: e.name.clone(),
            });
        }
    }
    Ok(engines)
}

/// Seconds as a decimal (`10`, `0.5`) to whole milliseconds.
fn seconds_to_ms(key: &str, text: &str) -> Result<u64, CliError> {
    let secs: f64 = parse_number(key, text)?;
    if !secs.is_finite() || secs < 0.0 {
        return Err(bad_value(
            key,
            text,
            "expected a non-negative number of seconds",
        ));
    }
    Ok((secs * 1000.0).round() as u64)
}

/// `--tc <SECONDS>[+<INC>]`: main time and Fischer increment in milliseconds.
pub fn parse_tc(text: &str) -> Result<(u64, u64), CliError> {
    let (base, inc) = match text.split_once('+') {
        Some((b, i)) => (b, Some(i)),
        None => (text, None),
    };
    let base_ms = seconds_to_ms("--tc", base)?;
    let inc_ms = inc.map_or(Ok(0), |i| seconds_to_ms("--tc", i))?;
    if base_ms == 0 && inc_ms == 0 {
        return Err(bad_value("--tc", text, "the time control gives no time"));
    }
    Ok((base_ms, inc_ms))
}

/// The time-control flags as given.
#[derive(Debug, Clone, Default)]
pub struct TimeFlags {
    pub tc: Option<String>,
    pub byoyomi: Option<u64>,
    pub movetime: Option<u64>,
    pub nodes: Option<u64>,
    pub depth: Option<u32>,
    pub margin: u64,
}

pub fn parse_time_control(flags: &TimeFlags) -> Result<TimeControl, CliError> {
    let (base_ms, inc_ms) = match &flags.tc {
        Some(tc) => {
            let (b, i) = parse_tc(tc)?;
            (Some(b), i)
        }
        None => (None, 0),
    };
    let byoyomi_ms = flags.byoyomi.unwrap_or(0);
    if flags.movetime.is_some() && (base_ms.is_some() || byoyomi_ms > 0) {
        return Err(CliError::MovetimeWithClock);
    }
    if flags.movetime == Some(0) {
        return Err(CliError::Zero {
            flag: "--movetime",
            value: 0,
        });
    }
    let tc = TimeControl {
        base_ms: base_ms.or((byoyomi_ms > 0).then_some(0)),
        inc_ms,
        byoyomi_ms,
        movetime_ms: flags.movetime,
        nodes: flags.nodes,
        depth: flags.depth,
        margin_ms: flags.margin,
    };
    if tc.base_ms.is_none() && tc.movetime_ms.is_none() && tc.nodes.is_none() && tc.depth.is_none()
    {
        return Err(CliError::NoTimeControl);
    }
    Ok(tc)
}

fn key_values(tokens: &[String]) -> Result<Vec<(&str, &str)>, CliError> {
    tokens.iter().map(|t| split_key_value(t)).collect()
}

/// `--sprt elo0=0 elo1=5 alpha=0.05 beta=0.05`.
pub fn parse_sprt(tokens: &[String]) -> Result<SprtParams, CliError> {
    let mut params = SprtParams {
        elo0: 0.0,
        elo1: 5.0,
        alpha: 0.05,
        beta: 0.05,
    };
    for (key, value) in key_values(tokens)? {
        let slot = match key {
            "elo0" => &mut params.elo0,
            "elo1" => &mut params.elo1,
            "alpha" => &mut params.alpha,
            "beta" => &mut params.beta,
            _ => {
                return Err(unknown_key("--sprt", key, "elo0, elo1, alpha, beta"));
            }
        };
        *slot = parse_number(key, value)?;
    }
    for (key, p) in [("alpha", params.alpha), ("beta", params.beta)] {
        if !(p > 0.0 && p < 0.5) {
            return Err(bad_value(key, &p.to_string(), "must be between 0 and 0.5"));
        }
    }
    if params.elo1 <= params.elo0 {
        return Err(bad_value(
            "elo1",
            &params.elo1.to_string(),
            "must be greater than elo0",
        ));
    }
    Ok(params)
}

/// `--resign movecount=N score=CP [twosided=true]`.
pub fn parse_resign(tokens: &[String]) -> Result<ResignRule, CliError> {
    let mut rule = ResignRule {
        move_count: 3,
        score_cp: 1000,
        two_sided: false,
    };
    for (key, value) in key_values(tokens)? {
        match key {
            "movecount" => rule.move_count = parse_number(key, value)?,
            "score" => rule.score_cp = parse_number(key, value)?,
            "twosided" => rule.two_sided = parse_bool(key, value)?,
            _ => {
                return Err(unknown_key("--resign", key, "movecount, score, twosided"));
            }
        }
    }
    if rule.move_count == 0 {
        return Err(bad_value("movecount", "0", "must be at least 1"));
    }
    Ok(rule)
}

/// `--draw movenumber=N movecount=N score=CP`.
pub fn parse_draw(tokens: &[String]) -> Result<DrawRule, CliError> {
    let mut rule = DrawRule {
        move_number: 40,
        move_count: 8,
        score_cp: 10,
    };
    for (key, value) in key_values(tokens)? {
        match key {
            "movenumber" => rule.move_number = parse_number(key, value)?,
            "movecount" => rule.move_count = parse_number(key, value)?,
            "score" => rule.score_cp = parse_number(key, value)?,
            _ => {
                return Err(unknown_key("--draw", key, "movenumber, movecount, score"));
            }
        }
    }
    if rule.move_count == 0 {
        return Err(bad_value("movecount", "0", "must be at least 1"));
    }
    Ok(rule)
}

pub fn parse_adjudication(
    max_plies: u32,
    impasse_plies: u32,
    resign: Option<&[String]>,
    draw: Option<&[String]>,
) -> Result<Adjudication, CliError> {
    Ok(Adjudication {
        max_plies: (max_plies > 0).then_some(max_plies),
        impasse_plies: (impasse_plies > 0).then_some(impasse_plies),
        resign: resign.map(parse_resign).transpose()?,
        draw: draw.map(parse_draw).transpose()?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(tokens: &[&str]) -> Vec<String> {
        tokens.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn engine_groups_parse_with_each_applied_first() {
        let group = strings(&[
            "cmd=/usr/games/fairy-stockfish",
            "option.USI_Hash=64",
            "arg=-x",
            "swapclock=true",
            "drops=@",
        ]);
        let each = strings(&["option.USI_Hash=16", "option.Threads=1"]);
        let e = parse_engine(&group, &each).unwrap();
        assert_eq!(e.name, "fairy-stockfish");
        assert_eq!(e.args, vec!["-x"]);
        assert!(e.dialect.swap_clock);
        let drop = crate::moves::Move::Drop {
            kind: crate::piece::PieceKind::Gold,
            to: crate::square::Square::S2B,
        };
        assert_eq!(e.dialect.spell(drop), "G@2b");
        assert_eq!(Dialect::default().spell(drop), "G*2b");
        let err = parse_engine(&strings(&["cmd=a", "drops=#"]), &[]).unwrap_err();
        assert!(err.to_string().contains('#'), "{err}");
        assert_eq!(
            e.options,
            vec![
                ("Threads".to_string(), "1".to_string()),
                ("USI_Hash".to_string(), "64".to_string())
            ]
        );
    }

    #[test]
    fn engine_errors_name_the_token() {
        let err = parse_engine(&strings(&["name=x"]), &[]).unwrap_err();
        assert!(err.to_string().contains("name=x"), "{err}");
        let err = parse_engine(&strings(&["cmd=a", "colour=red"]), &[]).unwrap_err();
        assert!(err.to_string().contains("colour"), "{err}");
        let err = parse_engine(&strings(&["cmd=a", "oops"]), &[]).unwrap_err();
        assert!(err.to_string().contains("oops"), "{err}");
        let two = [strings(&["cmd=a"]), strings(&["cmd=/x/a"])];
        assert_eq!(
            parse_engines(&two, &[]).unwrap_err(),
            CliError::DuplicateName {
                name: "a".to_string()
            }
        );
    }

    #[test]
    fn time_controls() {
        assert_eq!(parse_tc("10+0.1").unwrap(), (10_000, 100));
        assert_eq!(parse_tc("0.5").unwrap(), (500, 0));
        assert!(parse_tc("0+0").is_err());
        let err = parse_tc("ten").unwrap_err();
        assert!(err.to_string().contains("ten"), "{err}");
        let flags = TimeFlags {
            byoyomi: Some(1000),
            ..TimeFlags::default()
        };
        let tc = parse_time_control(&flags).unwrap();
        assert_eq!((tc.base_ms, tc.byoyomi_ms), (Some(0), 1000));
        assert_eq!(
            parse_time_control(&TimeFlags::default()).unwrap_err(),
            CliError::NoTimeControl
        );
        let both = TimeFlags {
            tc: Some("1".into()),
            movetime: Some(100),
            ..TimeFlags::default()
        };
        assert_eq!(
            parse_time_control(&both).unwrap_err(),
            CliError::MovetimeWithClock
        );
    }

    #[test]
    fn sprt_and_adjudication_settings() {
        let p = parse_sprt(&strings(&["elo0=-1", "elo1=4", "alpha=0.1", "beta=0.2"])).unwrap();
        assert_eq!((p.elo0, p.elo1, p.alpha, p.beta), (-1.0, 4.0, 0.1, 0.2));
        assert!(parse_sprt(&strings(&["elo0=5", "elo1=0"])).is_err());
        assert!(parse_sprt(&strings(&["alpha=0.7"])).is_err());
        let err = parse_sprt(&strings(&["gamma=1"])).unwrap_err();
        assert!(err.to_string().contains("gamma"), "{err}");
        let r = parse_resign(&strings(&["movecount=5", "score=600"])).unwrap();
        assert_eq!((r.move_count, r.score_cp, r.two_sided), (5, 600, false));
        let d = parse_draw(&strings(&["movenumber=20", "movecount=4", "score=5"])).unwrap();
        assert_eq!((d.move_number, d.move_count, d.score_cp), (20, 4, 5));
        let err = parse_draw(&strings(&["score=abc"])).unwrap_err();
        assert!(err.to_string().contains("abc"), "{err}");
    }
}
