# resilint in a container, built from this checkout:
#   docker build -t resilint .
#   docker run --rm -v "$PWD:/src" -w /src resilint check .
FROM rust:1.90-slim AS build
WORKDIR /build
# The C compiler builds the tree-sitter grammars.
RUN apt-get update && apt-get install -y --no-install-recommends gcc g++ libc6-dev \
    && rm -rf /var/lib/apt/lists/*
COPY . .
RUN cargo install --path . --locked --root /out

FROM debian:bookworm-slim
# git: `--changed-since` runs it.
RUN apt-get update && apt-get install -y --no-install-recommends git ca-certificates \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/bin/resilint /usr/local/bin/resilint
ENTRYPOINT ["resilint"]
CMD ["check", "."]
