"""Stand-ins for the judge's shapes (``assay.judge._models``) until that module lands.

Same names and fields as the judge's public API; removed as soon as ``assay.judge`` exports them.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "CheckerCompare",
    "CompareSpec",
    "ExactCompare",
    "FloatCompare",
    "InplaceCompare",
    "Param",
    "Signature",
    "TestCase",
    "UnorderedCompare",
]


class Param(BaseModel):
    """One parameter of the method under test."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(pattern=r"^[A-Za-z_][A-Za-z0-9_]*$")
    type: str


class Signature(BaseModel):
    """The method a solution must define on ``class Solution``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    method: str = Field(pattern=r"^[A-Za-z_][A-Za-z0-9_]*$")
    params: list[Param]
    returns: str


class TestCase(BaseModel):
    """Named argument values in, the expected JSON value out."""

    __test__ = False
    model_config = ConfigDict(extra="forbid", frozen=True)

    input: dict[str, Any]
    expected: Any = None


class ExactCompare(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    mode: Literal["exact"] = "exact"


class UnorderedCompare(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    mode: Literal["unordered"] = "unordered"
    nested: bool = False


class FloatCompare(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    mode: Literal["float"] = "float"
    rel_tol: float = 1e-6
    abs_tol: float = 1e-9


class InplaceCompare(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    mode: Literal["inplace"] = "inplace"
    arg: str


class CheckerCompare(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    mode: Literal["checker"] = "checker"
    code: str


CompareSpec = Annotated[
    ExactCompare | UnorderedCompare | FloatCompare | InplaceCompare | CheckerCompare,
    Field(discriminator="mode"),
]
