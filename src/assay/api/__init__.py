"""assay.api (in progress)."""
