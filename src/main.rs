fn main() {
    std::process::exit(resilint::cli::main());
}
