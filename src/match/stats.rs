//! Match statistics from one engine's point of view: score, Elo with its 95% error bar, and
//! the likelihood of superiority.

/// The 97.5% quantile of the standard normal distribution.
const Z_95: f64 = 1.959_963_984_540_054;

/// Wins, losses and draws of the first engine of a pairing.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// Points per game, 0 to 1.
    pub fn score(&self) -> f64 {
        let n = self.games();
        if n == 0 {
            return 0.5;
        }
        (self.wins as f64 + self.draws as f64 / 2.0) / n as f64
    }

    /// The same games seen from the other engine.
    pub fn reversed(&self) -> Tally {
        Tally {
            wins: self.losses,
            losses: self.wins,
            draws: self.draws,
        }
    }

    pub fn elo(&self) -> f64 {
        elo_from_score(self.score())
    }

    /// Half the width of the 95% confidence interval of the Elo difference, from the
    /// per-game variance of the score (trinomial model). Infinite with no games.
    pub fn elo_error_95(&self) -> f64 {
        let n = self.games() as f64;
        if n == 0.0 {
            return f64::INFINITY;
        }
        let s = self.score();
        let variance = (self.wins as f64 * (1.0 - s).powi(2)
            + self.losses as f64 * s.powi(2)
            + self.draws as f64 * (0.5 - s).powi(2))
            / n;
        let margin = Z_95 * (variance / n).sqrt();
        (elo_from_score(s + margin) - elo_from_score(s - margin)) / 2.0
    }

    /// Likelihood of superiority: the probability that the first engine is the stronger,
    /// from wins and losses alone (draws carry no information on it).
    pub fn los(&self) -> f64 {
        let decisive = (self.wins + self.losses) as f64;
        if decisive == 0.0 {
            return 0.5;
        }
        0.5 * (1.0 + erf((self.wins as f64 - self.losses as f64) / (2.0 * decisive).sqrt()))
    }
}

/// The logistic Elo difference that gives the score `s`; ±infinity at 1 and 0.
pub fn elo_from_score(s: f64) -> f64 {
    if s <= 0.0 {
        return f64::NEG_INFINITY;
    }
    if s >= 1.0 {
        return f64::INFINITY;
    }
    -400.0 * (1.0 / s - 1.0).log10()
}

/// The expected score of a side `elo` stronger.
pub fn score_from_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The error function, by Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7).
pub fn erf(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs());
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let y = 1.0 - poly * (-x * x).exp();
    if x < 0.0 { -y } else { y }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    /// 60 wins, 40 losses, 100 draws in 200 games, by hand:
    /// score s = (60 + 100/2) / 200 = 0.55;
    /// Elo = -400 log10(1/0.55 - 1) = -400 log10(0.818182) = 34.860;
    /// variance per game = 0.3 (1-0.55)^2 + 0.2 (0.55)^2 + 0.5 (0.05)^2
    ///                   = 0.06075 + 0.0605 + 0.00125 = 0.1225;
    /// standard error = sqrt(0.1225 / 200) = 0.024749; 1.96 of it is 0.048507, so the score
    /// lies in [0.501493, 0.598507], Elo in [1.038, 69.356], half-width 34.159;
    /// LOS = (1 + erf(20 / sqrt(200))) / 2 = (1 + erf(1.414214)) / 2 = 0.977250.
    #[test]
    fn worked_example() {
        let t = Tally {
            wins: 60,
            losses: 40,
            draws: 100,
        };
        assert!(close(t.score(), 0.55, 1e-12));
        assert!(close(t.elo(), 34.860, 1e-3), "{}", t.elo());
        assert!(
            close(t.elo_error_95(), 34.159, 1e-3),
            "{}",
            t.elo_error_95()
        );
        assert!(close(t.los(), 0.977250, 1e-6), "{}", t.los());
        let r = t.reversed();
        assert!(close(r.elo(), -34.860, 1e-3));
        assert!(close(r.los(), 1.0 - 0.977250, 1e-6));
    }

    #[test]
    fn edge_cases() {
        let none = Tally::default();
        assert_eq!(none.elo(), 0.0);
        assert_eq!(none.los(), 0.5);
        assert!(none.elo_error_95().is_infinite());
        let sweep = Tally {
            wins: 3,
            losses: 0,
            draws: 0,
        };
        assert_eq!(sweep.elo(), f64::INFINITY);
        // erf(1) = 0.842701 (tables); erf is odd.
        assert!(close(erf(1.0), 0.842_701, 1e-6));
        assert!(close(erf(-0.5), -0.520_500, 1e-6));
        assert!(close(score_from_elo(elo_from_score(0.3)), 0.3, 1e-12));
    }
}
