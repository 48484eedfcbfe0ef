"""assay.bench (in progress)."""
