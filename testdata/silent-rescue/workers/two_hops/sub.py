from .base import Base


class Sub(Base):
    pass
