//! The engine's USI options: what `usi` declares, what `setoption` accepts, and the values.
//!
//! Names match case-insensitively, and `_` or spaces in them are ignored, so `USI_Hash`,
//! `usi_hash` and FSF's UCI-style `Move Overhead` all find their option. Aliases cover the
//! names other engines use for the same setting.

use crate::moves::MAX_MOVES;
use crate::search::EngineOptions;

/// Each option the engine has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionId {
    Hash,
    Ponder,
    Threads,
    MultiPv,
    MoveOverhead,
    PvInterval,
    DepthLimit,
    NodesLimit,
    Variant,
    ClearHash,
}

#[derive(Clone, Copy, Debug)]
enum Kind {
    Spin { min: i64, max: i64 },
    Check,
    Combo { vars: &'static [&'static str] },
    Button,
}

struct OptionSpec {
    id: OptionId,
    /// The declared name; then other names that reach the same option.
    names: &'static [&'static str],
    kind: Kind,
}

/// The only variant this engine plays; `USI_Variant`/`UCI_Variant` must name it.
pub const VARIANT: &str = "judkins";

/// i32::MAX: GUIs may store spin values in 32-bit integers.
const SPIN_MAX: i64 = i32::MAX as i64;

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        id: OptionId::Hash,
        names: &["USI_Hash", "Hash"],
        kind: Kind::Spin { min: 1, max: 4096 },
    },
    OptionSpec {
        id: OptionId::Ponder,
        names: &["USI_Ponder", "Ponder"],
        kind: Kind::Check,
    },
    OptionSpec {
        id: OptionId::Threads,
        names: &["Threads"],
        kind: Kind::Spin { min: 1, max: 256 },
    },
    OptionSpec {
        id: OptionId::MultiPv,
        names: &["MultiPV", "USI_MultiPV", "UCI_MultiPV"],
        kind: Kind::Spin {
            min: 1,
            max: MAX_MOVES as i64,
        },
    },
    OptionSpec {
        id: OptionId::MoveOverhead,
        names: &["Move_Overhead", "NetworkDelay"],
        kind: Kind::Spin {
            min: 0,
            max: 10_000,
        },
    },
    OptionSpec {
        id: OptionId::PvInterval,
        names: &["PvInterval"],
        kind: Kind::Spin {
            min: 0,
            max: 10_000,
        },
    },
    OptionSpec {
        id: OptionId::DepthLimit,
        names: &["DepthLimit"],
        kind: Kind::Spin { min: 0, max: 127 },
    },
    OptionSpec {
        id: OptionId::NodesLimit,
        names: &["NodesLimit"],
        kind: Kind::Spin {
            min: 0,
            max: SPIN_MAX,
        },
    },
    OptionSpec {
        id: OptionId::Variant,
        names: &["USI_Variant", "UCI_Variant"],
        kind: Kind::Combo { vars: &[VARIANT] },
    },
    OptionSpec {
        id: OptionId::ClearHash,
        names: &["Clear_Hash"],
        kind: Kind::Button,
    },
];

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    #[error("unknown option '{0}' ignored")]
    Unknown(String),
    #[error("option {name} needs a value")]
    MissingValue { name: &'static str },
    #[error("option {name}: bad value '{value}', expected {expected}")]
    BadValue {
        name: &'static str,
        value: String,
        expected: String,
    },
    #[error("unsupported variant '{0}': this engine plays only {VARIANT}")]
    Variant(String),
}

/// What a successful `setoption` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Applied {
    Set(OptionId),
    /// Set, after moving the value into range; the text says how.
    Clamped(OptionId, String),
    /// A button was pressed.
    Pressed(OptionId),
}

/// Every option's value. `Default` gives the declared defaults.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsiOptions {
    pub hash_mb: usize,
    /// The GUI may send `go ponder`. Kept for the search's time manager, which has no field
    /// for it yet.
    pub ponder: bool,
    pub threads: usize,
    pub multipv: usize,
    pub move_overhead_ms: u64,
    /// The least time between two `info` lines that do not complete a new depth.
    pub pv_interval_ms: u64,
    /// 0 = none; else the most depth any `go` may search.
    pub depth_limit: u32,
    /// 0 = none; else the most nodes any `go` may search.
    pub nodes_limit: u64,
}

impl Default for UsiOptions {
    fn default() -> UsiOptions {
        let engine = EngineOptions::default();
        UsiOptions {
            hash_mb: engine.hash_mb,
            ponder: false,
            threads: engine.threads,
            multipv: engine.multipv,
            move_overhead_ms: engine.move_overhead_ms,
            pv_interval_ms: 300,
            depth_limit: 0,
            nodes_limit: 0,
        }
    }
}

impl UsiOptions {
    /// The part of the options the search reads.
    pub fn engine_options(&self) -> EngineOptions {
        EngineOptions {
            hash_mb: self.hash_mb,
            threads: self.threads,
            multipv: self.multipv,
            move_overhead_ms: self.move_overhead_ms,
        }
    }

    /// The `option name ...` lines that `usi` prints, defaults from `UsiOptions::default()`.
    pub fn declarations() -> Vec<String> {
        let defaults = UsiOptions::default();
        OPTIONS
            .iter()
            .map(|spec| {
                let name = spec.names[0];
                match spec.kind {
                    Kind::Spin { min, max } => format!(
                        "option name {name} type spin default {} min {min} max {max}",
                        defaults.spin(spec.id)
                    ),
                    Kind::Check => format!(
                        "option name {name} type check default {}",
                        defaults.check(spec.id)
                    ),
                    Kind::Combo { vars } => {
                        let list: String = vars.iter().map(|v| format!(" var {v}")).collect();
                        let default = vars.first().unwrap_or(&VARIANT);
                        format!("option name {name} type combo default {default}{list}")
                    }
                    Kind::Button => format!("option name {name} type button"),
                }
            })
            .collect()
    }

    /// Applies `setoption`. On an error nothing changes.
    pub fn set(&mut self, name: &str, value: Option<&str>) -> Result<Applied, OptionError> {
        let spec = find(name).ok_or_else(|| OptionError::Unknown(name.to_string()))?;
        let declared = spec.names[0];
        let value = value.map(str::trim);
        match spec.kind {
            Kind::Button => Ok(Applied::Pressed(spec.id)),
            Kind::Check => {
                let value = value.ok_or(OptionError::MissingValue { name: declared })?;
                let on = match value.to_ascii_lowercase().as_str() {
                    "true" => true,
                    "false" => false,
                    _ => {
                        return Err(OptionError::BadValue {
                            name: declared,
                            value: value.to_string(),
                            expected: "true or false".to_string(),
                        });
                    }
                };
                self.set_check(spec.id, on);
                Ok(Applied::Set(spec.id))
            }
            Kind::Combo { vars } => {
                let value = value.ok_or(OptionError::MissingValue { name: declared })?;
                if vars.iter().any(|v| v.eq_ignore_ascii_case(value)) {
                    Ok(Applied::Set(spec.id))
                } else {
                    Err(OptionError::Variant(value.to_string()))
                }
            }
            Kind::Spin { min, max } => {
                let value = value.ok_or(OptionError::MissingValue { name: declared })?;
                let asked = value.parse::<i128>().map_err(|_| OptionError::BadValue {
                    name: declared,
                    value: value.to_string(),
                    expected: format!("an integer from {min} to {max}"),
                })?;
                let clamped = asked.clamp(min as i128, max as i128) as i64;
                self.set_spin(spec.id, clamped);
                if clamped as i128 == asked {
                    Ok(Applied::Set(spec.id))
                } else {
                    Ok(Applied::Clamped(
                        spec.id,
                        format!(
                            "{declared} value {value} is outside {min}..{max}, set to {clamped}"
                        ),
                    ))
                }
            }
        }
    }

    fn check(&self, id: OptionId) -> bool {
        id == OptionId::Ponder && self.ponder
    }

    fn set_check(&mut self, id: OptionId, on: bool) {
        if id == OptionId::Ponder {
            self.ponder = on;
        }
    }

    fn spin(&self, id: OptionId) -> i64 {
        let value = match id {
            OptionId::Hash => self.hash_mb as u64,
            OptionId::Threads => self.threads as u64,
            OptionId::MultiPv => self.multipv as u64,
            OptionId::MoveOverhead => self.move_overhead_ms,
            OptionId::PvInterval => self.pv_interval_ms,
            OptionId::DepthLimit => self.depth_limit as u64,
            OptionId::NodesLimit => self.nodes_limit,
            OptionId::Ponder | OptionId::Variant | OptionId::ClearHash => 0,
        };
        value as i64
    }

    /// `value` is already within the option's declared range, which fits every field.
    fn set_spin(&mut self, id: OptionId, value: i64) {
        let value = value.max(0) as u64;
        match id {
            OptionId::Hash => self.hash_mb = value as usize,
            OptionId::Threads => self.threads = value as usize,
            OptionId::MultiPv => self.multipv = value as usize,
            OptionId::MoveOverhead => self.move_overhead_ms = value,
            OptionId::PvInterval => self.pv_interval_ms = value,
            OptionId::DepthLimit => self.depth_limit = value as u32,
            OptionId::NodesLimit => self.nodes_limit = value,
            OptionId::Ponder | OptionId::Variant | OptionId::ClearHash => {}
        }
    }
}

/// `USI_Hash`, `usi_hash`, `usihash` and `USI Hash` are one name.
fn normalize(name: &str) -> String {
    name.chars()
        .filter(|c| *c != '_' && !c.is_whitespace())
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

fn find(name: &str) -> Option<&'static OptionSpec> {
    let wanted = normalize(name);
    OPTIONS
        .iter()
        .find(|spec| spec.names.iter().any(|n| normalize(n) == wanted))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declarations_name_every_option_once_with_its_default() {
        let lines = UsiOptions::declarations();
        assert_eq!(lines.len(), OPTIONS.len());
        assert!(
            lines.contains(&"option name USI_Hash type spin default 16 min 1 max 4096".to_string())
        );
        assert!(lines.contains(&"option name USI_Ponder type check default false".to_string()));
        assert!(lines.contains(
            &"option name USI_Variant type combo default judkins var judkins".to_string()
        ));
        assert!(lines.contains(&"option name Clear_Hash type button".to_string()));
        for line in &lines {
            assert_eq!(line.matches("option name ").count(), 1);
        }
    }

    #[test]
    fn names_match_case_and_separator_insensitively() {
        let mut options = UsiOptions::default();
        assert_eq!(
            options.set("usi_hash", Some("64")),
            Ok(Applied::Set(OptionId::Hash))
        );
        assert_eq!(options.hash_mb, 64);
        assert_eq!(
            options.set("Move Overhead", Some("7")),
            Ok(Applied::Set(OptionId::MoveOverhead))
        );
        assert_eq!(options.move_overhead_ms, 7);
        assert_eq!(
            options.set("NetworkDelay", Some("9")),
            Ok(Applied::Set(OptionId::MoveOverhead))
        );
        assert_eq!(options.move_overhead_ms, 9);
        assert_eq!(
            options.set("USI_MultiPV", Some("3")),
            Ok(Applied::Set(OptionId::MultiPv))
        );
        assert_eq!(options.engine_options().multipv, 3);
    }

    #[test]
    fn out_of_range_values_are_clamped_and_reported() {
        let mut options = UsiOptions::default();
        match options.set("USI_Hash", Some("0")) {
            Ok(Applied::Clamped(OptionId::Hash, text)) => assert!(text.contains("0"), "{text}"),
            other => panic!("{other:?}"),
        }
        assert_eq!(options.hash_mb, 1);
        assert!(matches!(
            options.set("Threads", Some("99999999999999999999999")),
            Ok(Applied::Clamped(OptionId::Threads, _))
        ));
        assert_eq!(options.threads, 256);
    }

    #[test]
    fn bad_values_change_nothing() {
        let mut options = UsiOptions::default();
        let before = options.clone();
        assert!(matches!(
            options.set("USI_Hash", Some("lots")),
            Err(OptionError::BadValue { .. })
        ));
        assert!(matches!(
            options.set("USI_Hash", None),
            Err(OptionError::MissingValue { .. })
        ));
        assert!(matches!(
            options.set("USI_Ponder", Some("yes")),
            Err(OptionError::BadValue { .. })
        ));
        assert_eq!(
            options.set("UCI_Variant", Some("minishogi")),
            Err(OptionError::Variant("minishogi".to_string()))
        );
        assert_eq!(
            options.set("Style", Some("Risky")),
            Err(OptionError::Unknown("Style".to_string()))
        );
        assert_eq!(options, before);
    }

    #[test]
    fn variant_check_and_button() {
        let mut options = UsiOptions::default();
        assert_eq!(
            options.set("UCI_Variant", Some("Judkins")),
            Ok(Applied::Set(OptionId::Variant))
        );
        assert_eq!(
            options.set("USI_Ponder", Some("TRUE")),
            Ok(Applied::Set(OptionId::Ponder))
        );
        assert!(options.ponder);
        assert_eq!(
            options.set("clear_hash", None),
            Ok(Applied::Pressed(OptionId::ClearHash))
        );
    }
}
