"""assay.judge (in progress)."""
